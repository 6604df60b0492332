import { type RouteConfig, z } from "@hono/zod-openapi";
import { expect } from "vitest";
import { ErrorSchema } from "../http/openapi.ts";

/**
 * A typed call of one documented route, for tests: the answer is a union over the statuses the
 * served OpenAPI documents for the route, each with the body its schema describes, so that
 * `if (res.status === 201) res.body.data.id` is typed. At run time an undocumented status, or a
 * body its documented schema refuses, fails the test: what a test sees is what the OpenAPI says.
 */

declare const offContractBrand: unique symbol;

/** Input a test sends on purpose although the route's schema refuses it (see `offContract`). */
export interface OffContract {
  readonly [offContractBrand]: true;
}

/**
 * Marks a body, query or params a route's input schema refuses, for a test of how the route
 * refuses it. Nothing changes at run time.
 * @example await t.api(createBookingRoute, { body: offContract({ flightData: null }), token })
 */
export function offContract(value: unknown): OffContract {
  return value as OffContract;
}

type JsonSchemaOf<E> = E extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? S
  : never;

/** A documented response's body: its JSON schema's output; the bytes of another media type. */
type DocumentedBody<E> = E extends { content: { "application/json": { schema: infer S extends z.ZodType } } }
  ? z.output<S>
  : E extends { content: object }
    ? Uint8Array
    : null;

type RequestOf<R> = R extends { request: infer Q } ? Q : Record<never, never>;

/**
 * The statuses the served document adds to each operation (server/http/openapi-document.ts,
 * `completeDocument`): 400 where there is any input, 415 where there is a body.
 */
type AddedStatus<R> =
  RequestOf<R> extends { body: object }
    ? 400 | 415
    : RequestOf<R> extends { params: object } | { query: object } | { headers: object } | { cookies: object }
      ? 400
      : never;

type DocumentedStatus<R extends RouteConfig> = (keyof R["responses"] & number) | AddedStatus<R>;

/** The contract's error body. */
export type ErrorAnswer = z.output<typeof ErrorSchema>;

/** One answer of route `R`: a union over its documented statuses. */
export type Answer<R extends RouteConfig> = {
  [S in DocumentedStatus<R>]: {
    status: S;
    headers: Headers;
    body: S extends keyof R["responses"] ? DocumentedBody<R["responses"][S]> : ErrorAnswer;
  };
}[DocumentedStatus<R>];

/**
 * A type without its index signatures, all the way down: a loose object's schema (extra fields
 * allowed) takes an interface such as FlightOffer, which has no index signature.
 */
type Known<T> = T extends readonly (infer U)[]
  ? Known<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> }
    : T;

type Input<S> = S extends z.ZodType ? Known<z.input<S>> | OffContract : never;
type ParamsOption<Q> = Q extends { params: infer P } ? { params: Input<P> } : unknown;
type QueryOption<Q> = Q extends { query: infer S extends z.ZodType }
  ? Record<never, never> extends z.input<S>
    ? { query?: Input<S> }
    : { query: Input<S> }
  : unknown;
type BodyOption<Q> = Q extends { body: infer B }
  ? {
      body?: Input<JsonSchemaOf<B>>;
      /** Sent as it is, for a body that is not JSON at all. */
      rawBody?: string;
    }
  : unknown;

/** What a typed call sends: the route's params, query and body, a token, and any other headers. */
export type CallInput<R extends RouteConfig> = {
  token?: string;
  headers?: Record<string, string>;
} & ParamsOption<RequestOf<R>> &
  QueryOption<RequestOf<R>> &
  BodyOption<RequestOf<R>>;

/** The input argument: optional when the route needs none. */
export type CallArgs<R extends RouteConfig> =
  Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** What a raw call sends. */
export interface RawInput {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A raw call's answer: the JSON body parsed, or its text when it is not JSON. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Sends one request: to the app in process, or to a server over HTTP. */
export type Send = (method: string, path: string, input: RawInput) => Promise<Response>;

/** What a typed call reads of the served OpenAPI document. */
export interface ServedDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** A client's two calls: typed by a route definition, and raw. */
export interface RouteClient {
  /**
   * Calls a documented route as a client would; the answer is typed by the route's documented
   * statuses, and an undocumented status or a body that drifts from its schema fails the test.
   * @example const res = await t.api(getBookingRoute, { params: { id }, token });
   * if (res.status === 200) res.body.data.totalPrice;
   */
  api: <R extends RouteConfig>(route: R, ...input: CallArgs<R>) => Promise<Answer<R>>;
  /**
   * Any method and path, any body, unchecked: for hostile input, paths no route has (404, 405)
   * and statuses only the document's prose names (413, 431). The body is the parsed JSON, or the
   * text when it is not JSON.
   */
  call: (method: string, path: string, input?: RawInput) => Promise<RawAnswer>;
}

/**
 * The typed and the raw call over `fetchFrom`, which answers a request for a path (`/apis/...`):
 * the app's own `request` in process, or `fetch` to a server's origin. The served document is read
 * once, on the first typed call.
 * @example const server = routeClient((path, init) => fetch(`${origin}${path}`, init));
 */
export function routeClient(fetchFrom: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const send: Send = async (method, path, input) => {
    const headers: Record<string, string> = { ...input.headers };
    let body: string | undefined;
    if (input.rawBody !== undefined) body = input.rawBody;
    else if (input.body !== undefined) body = JSON.stringify(input.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    return fetchFrom(path, { method, headers, body });
  };
  let document: Promise<ServedDocument> | undefined;
  const servedDocument = (): Promise<ServedDocument> =>
    (document ??= Promise.resolve(fetchFrom("/apis/openapi.json", {})).then(
      (res) => res.json() as Promise<ServedDocument>,
    ));
  const client: RouteClient = {
    api: (route, ...input) => routeCall(send, servedDocument, route, ...input),
    call: (method, path, input) => rawCall(send, method, path, input),
  };
  return client;
}

/** Shortens a body for a failure message. */
function excerpt(text: string): string {
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the test sees the raw text
    return text;
  }
}

async function rawCall(send: Send, method: string, path: string, input: RawInput = {}): Promise<RawAnswer> {
  const res = await send(method, path, input);
  return { status: res.status, headers: res.headers, body: parseJson(await res.text()) };
}

/** The route's URL: `/apis`, its path with the params filled in, and the query. */
function urlOf(route: RouteConfig, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = `/apis${route.path}`.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    for (const one of [value].flat()) if (one !== undefined) search.append(name, String(one));
  return search.size > 0 ? `${path}?${search}` : path;
}

type Content = Record<string, { schema?: unknown }>;

/**
 * What the route documents for `status`: its media types, and the JSON schema if JSON. A status
 * the route leaves to the served document (400, 415) answers the contract's error.
 */
function documentedContent(route: RouteConfig, status: number): Content {
  const entry = (route.responses as Record<number, { content?: Content } | undefined>)[status];
  return entry ? (entry.content ?? {}) : { "application/json": { schema: ErrorSchema } };
}

/** Why `body` is not what the route documents for `status` (null when it is). */
function bodyProblem(route: RouteConfig, status: number, body: unknown): string | null {
  const schema = documentedContent(route, status)["application/json"]?.schema as z.ZodType | undefined;
  if (!schema) return `${status} documents no JSON body`;
  const check = schema.safeParse(body);
  return check.success ? null : z.prettifyError(check.error);
}

/**
 * The JSON body of an answer got some other way (a client that retries, a browser), checked
 * against what the route documents for `status` and typed by it.
 * @throws Error when the body is not what the route documents.
 * @example const { jwt } = documentedBody(login, 200, answer.body);
 */
export function documentedBody<R extends RouteConfig, S extends Answer<R>["status"]>(
  route: R,
  status: S,
  body: unknown,
): Extract<Answer<R>, { status: S }>["body"] {
  const problem = bodyProblem(route, status, body);
  if (problem)
    throw new Error(
      `${route.method.toUpperCase()} /apis${route.path} ${status}: ${problem}\nbody: ${excerpt(JSON.stringify(body) ?? "")}`,
    );
  return body as Extract<Answer<R>, { status: S }>["body"];
}

/**
 * Calls a documented route and checks its answer against the served OpenAPI document: the status
 * must be one the document lists for the operation, and the body must pass that status's schema
 * (the route's own, or the contract's error for the 400 and 415 the document adds).
 * @throws Error naming the route, the status and the body, when either check fails.
 */
async function routeCall<R extends RouteConfig>(
  send: Send,
  servedDocument: () => Promise<ServedDocument>,
  route: R,
  ...[input = {} as CallInput<R>]: CallArgs<R>
): Promise<Answer<R>> {
  const { params, query, body, rawBody, token, headers } = input as CallInput<R> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    rawBody?: string;
  };
  const method = route.method.toUpperCase();
  const url = urlOf(route, params, query);
  const res = await send(method, url, { body, rawBody, token, headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const where = `${method} ${url} answered ${res.status}`;

  const operation = (await servedDocument()).paths?.[`/apis${route.path}`]?.[route.method];
  if (!operation) throw new Error(`${method} /apis${route.path} is not in the served OpenAPI document`);
  const documented = Object.keys(operation.responses ?? {});
  if (!documented.includes(String(res.status)))
    throw new Error(
      `${where}, which the served OpenAPI does not document (it documents ${documented.join(", ")}): ${excerpt(text)}`,
    );

  const media = Object.keys(documentedContent(route, res.status));
  if (media.includes("application/json")) {
    const parsed = parseJson(text);
    const problem = bodyProblem(route, res.status, parsed);
    if (problem)
      throw new Error(
        `${where} with a body its documented schema refuses:\n${problem}\nbody: ${excerpt(text)}`,
      );
    // The body as sent (a schema's parsed output would drop fields it does not name).
    return { status: res.status, headers: res.headers, body: parsed } as Answer<R>;
  }
  if (media.length === 0) {
    if (bytes.length > 0) throw new Error(`${where} with a body where it documents none: ${excerpt(text)}`);
    return { status: res.status, headers: res.headers, body: null } as Answer<R>;
  }
  const type = res.headers.get("content-type") ?? "";
  if (!media.some((m) => type.startsWith(m)))
    throw new Error(`${where} with Content-Type ${type}, where it documents ${media.join(", ")}`);
  return { status: res.status, headers: res.headers, body: bytes } as Answer<R>;
}

/** The answers of `A` with status `S` (all of `A` for a raw answer, whose status is any number). */
export type WithStatus<A extends { status: number }, S extends number> = number extends A["status"]
  ? A
  : Extract<A, { status: S }>;

/**
 * Asserts an answer's status (the failure shows the body) and narrows the answer to it.
 * @example const booked = expectStatus(await t.api(createBookingRoute, { body, token }), 201);
 * booked.body.data.id;
 */
export function expectStatus<A extends { status: number; body: unknown }, S extends A["status"]>(
  answer: A,
  status: S,
): WithStatus<A, S> {
  const shown =
    answer.body instanceof Uint8Array ? `${answer.body.length} bytes` : JSON.stringify(answer.body);
  expect(answer.status, `answer: ${excerpt(shown ?? "")}`).toBe(status);
  return answer as WithStatus<A, S>;
}
