import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RouteConfig } from "@hono/zod-openapi";
import { afterAll, beforeAll, inject } from "vitest";
import { createApp } from "../app.ts";
import type { AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/testing.ts";
import { loadEnv } from "../env.ts";
import { createEmbeddedProvider } from "../flights/embedded-provider.ts";
import { createLogger } from "../http/log.ts";
import { createMailer } from "../mail/mailer.ts";
import { createSandboxProvider } from "../payments/sandbox-provider.ts";
import { createRateLimits } from "../rate-limit.ts";
import {
  type Answer,
  type CallArgs,
  type RawAnswer,
  type RawInput,
  rawCall,
  routeCall,
  type Send,
  type ServedDocument,
} from "./route-call.ts";

export { type Answer, type ErrorAnswer, expectStatus, type OffContract, offContract } from "./route-call.ts";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  /**
   * Calls a documented route in-process, as a client would over HTTP; the answer is typed by the
   * route's documented statuses, and an undocumented status or a body that drifts from its schema
   * fails the test.
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
  close: () => Promise<void>;
}

/**
 * An app on a throwaway database copied from the run's migrated template.
 * @example
 * const t = await createTestContext(); const res = await t.api(healthRoute);
 */
export async function createTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const database = await createTestDatabase(inject("dbTemplate"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test", SEED_DEMO: "false" });
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "fb-outbox-"));
  const deps: AppDeps = {
    env,
    database,
    log: createLogger("silent"),
    now: () => new Date(),
    jwtSecret: randomBytes(32).toString("base64url"),
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir }),
    payments: createSandboxProvider(database.db),
    // The limiters read the clock through deps, so a test that overrides `now` moves them too.
    rateLimits: createRateLimits(() => deps.now()),
    flights: createEmbeddedProvider(database),
    ...overrides,
  };
  const app = createApp(deps);
  const send: Send = (method, url, input) => {
    const headers: Record<string, string> = { ...input.headers };
    let body: string | undefined;
    if (input.rawBody !== undefined) body = input.rawBody;
    else if (input.body !== undefined) body = JSON.stringify(input.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    return Promise.resolve(app.request(url, { method, headers, body }));
  };
  let document: Promise<ServedDocument> | undefined;
  // Read once per context: the statuses each typed call may answer.
  const servedDocument = (): Promise<ServedDocument> =>
    (document ??= Promise.resolve(app.request("/apis/openapi.json")).then(
      (res) => res.json() as Promise<ServedDocument>,
    ));
  return {
    app,
    database,
    deps,
    api: (route, ...input) => routeCall(send, servedDocument, route, ...input),
    call: (method, url, input) => rawCall(send, method, url, input),
    close: async () => {
      await database.close();
      // Each test file's outbox is its own temporary folder: leave nothing behind.
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app, made before its tests and closed after them (it registers `beforeAll` and
 * `afterAll`). The context is there from the first hook on: read it inside tests and hooks.
 * @example const t = setUpTestContext({ now: () => clock }); it("…", async () => t.api(wallet, { token }));
 */
export function setUpTestContext(overrides: Partial<AppDeps> | (() => Partial<AppDeps>) = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(typeof overrides === "function" ? overrides() : overrides);
  });
  afterAll(() => context?.close());
  return late(() => context, "the test context");
}

/**
 * An object whose properties are those of the value `get` answers once it is there (a hook made
 * it): a file can name what its `beforeAll` makes at the top, and use it in its tests.
 * @throws Error when read before the hook made the value.
 */
export function late<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = get();
      if (value === undefined) throw new Error(`${what} is made in beforeAll: read it inside a test or hook`);
      return Reflect.get(value, key);
    },
    set(_, key, next) {
      const value = get();
      if (value === undefined)
        throw new Error(`${what} is made in beforeAll: change it inside a test or hook`);
      return Reflect.set(value, key, next);
    },
  });
}
