import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { isObject } from "../../src/domain/shape.ts";
import { bookingRequest, registration } from "../../src/domain/test-data.ts";
import { bookOffer, findOffers, firstOffer, setUpFlightTests } from "../flights/testing.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { expectStatus } from "../testing/harness.ts";
import { type DocumentOperation, type DocumentSchema, readOpenApi } from "../testing/openapi-document.ts";

/**
 * A fuzzer driven by /apis/openapi.json, not by a hand list: every string field of every
 * documented body and every path or query parameter of every route gets each hostile string,
 * with and without a token. No answer may be a 5xx, a NUL or lone surrogate is always the
 * contract's 400, and a refused request writes nothing.
 */
const HOSTILE: Record<string, string> = {
  nul: "a\u0000b",
  "lone surrogate": "a\ud800b",
  "bidi override": "\u202Emoc.elpmaxe@evil",
  "10,000 characters": "x".repeat(10_000),
  zawgyi: "ျမန္မာ",
  emoji: "✈️😀",
};
const MUST_REFUSE = new Set(["nul", "lone surrogate"]);

/** How each hostile string travels inside a URL (a lone surrogate as the bytes a client would send). */
const inUrl = (name: string, value: string) =>
  name === "lone surrogate" ? "a%ED%A0%80b" : encodeURIComponent(value);

type Schema = DocumentSchema;

const { t, me } = setUpFlightTests();
let token = "";
let userId = "";
let bookingId = "";
let doc: Awaited<ReturnType<typeof readOpenApi>>;
/** Realistic bodies for routes a sampled body cannot reach deeply. */
const goodBodies: Record<string, unknown> = {};

beforeAll(async () => {
  token = me.token;
  userId = me.user.id;
  doc = await readOpenApi(t);
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-03" });
  // The same passenger on the same flight each time, meant: past DUPLICATE_BOOKING to the write.
  goodBodies["POST /apis/flights/booking"] = { ...bookingRequest(offer, userId), allowDuplicate: true };
  bookingId = expectStatus(await bookOffer(t, offer, me), 201).body.data.id;
  const again = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-03" });
  // The fuzzer's booking bodies reach the database: a good one books.
  const good = { ...bookingRequest(again, userId), allowDuplicate: true };
  expect((await t.api(createBookingRoute, { body: good, token })).status).toBe(201);
  goodBodies["POST /apis/users/register"] = registration({ email: "fuzz@example.mm" });
}, 60_000);

function resolve(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref) s = doc.components.schemas[s.$ref.replace("#/components/schemas/", "")] ?? {};
  if (!s.allOf) return s;
  const merged: Schema = { properties: {} };
  for (const part of s.allOf.map(resolve)) {
    Object.assign(merged.properties ?? {}, part.properties);
    merged.type ??= part.type;
  }
  return merged;
}

/** A plausible value for a schema: its example, default or enum, else something of its type. */
function sample(schema: Schema | undefined, key = ""): unknown {
  const s = resolve(schema);
  const choice = s.anyOf ?? s.oneOf;
  if (choice) return sample(choice[0], key);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  if (/userid/i.test(key)) return userId;
  if (/flightid|^id$/i.test(key)) return bookingId;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "object" || s.properties)
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
  if (type === "array") return [sample(s.items, key)];
  if (type === "integer" || type === "number") return s.minimum ?? 1;
  if (type === "boolean") return false;
  return "x";
}

/** Paths to every string inside a sampled body (array indexes included). */
function stringPaths(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function setAt(value: unknown, at: Array<string | number>, replacement: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if (last !== undefined) node[last] = replacement;
  return copy;
}

interface Case {
  label: string;
  hostile: string;
  method: string;
  url: string;
  body?: unknown;
  /** The statuses the served OpenAPI lists for the operation. */
  documented: string[];
}

function casesFor(path: string, method: string, op: DocumentOperation): Case[] {
  const params = (op.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
  const paramValue = (p: { name: string; schema?: Schema }) => String(sample(p.schema, p.name));
  const build = (override?: { name: string; value: string }) => {
    let url = path;
    const query = new URLSearchParams();
    const extra: string[] = [];
    for (const p of params) {
      const raw = override?.name === p.name ? override.value : encodeURIComponent(paramValue(p));
      if (p.in === "path") url = url.replace(`{${p.name}}`, raw);
      else if (override?.name === p.name) extra.push(`${p.name}=${raw}`);
      else query.set(p.name, paramValue(p));
    }
    const qs = [query.toString(), ...extra].filter(Boolean).join("&");
    return `/apis${path.startsWith("/apis") ? url.slice(5) : url}${qs ? `?${qs}` : ""}`;
  };
  const key = `${method.toUpperCase()} ${path}`;
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const body = schema ? (goodBodies[key] ?? sample(schema)) : undefined;
  const cases: Case[] = [];
  const documented = Object.keys(op.responses);
  for (const [hostile, value] of Object.entries(HOSTILE)) {
    for (const p of params)
      cases.push({
        label: `${key} ${p.in} ${p.name}`,
        hostile,
        method: method.toUpperCase(),
        url: build({ name: p.name, value: inUrl(hostile, value) }),
        body,
        documented,
      });
    for (const at of stringPaths(body))
      cases.push({
        label: `${key} body ${at.join(".")}`,
        hostile,
        method: method.toUpperCase(),
        url: build(),
        body: setAt(body, at, value),
        documented,
      });
  }
  return cases;
}

/**
 * A booking changes the next search's prices: the hostile passenger and contact fields go with
 * the offer the inventory quotes now, so they reach the point where a booking is written.
 */
async function freshOffer(c: Case): Promise<unknown> {
  if (!c.label.startsWith("POST /apis/flights/booking body") || c.label.includes("body flightData"))
    return c.body;
  const [offer] = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-03" });
  return { ...(c.body as object), flightData: offer };
}

/** Row counts of every table: a refused request must leave them all as they were. */
async function rowCounts(): Promise<string> {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  // Counting a refused attempt (a failed login) is what rate limits are for.
  const names = tables.rows.map((r) => r.table_name).filter((name) => name !== "rate_limit_events");
  const counts = (await t.database.db.execute(
    sql.raw(`select ${names.map((n) => `(select count(*) from "${n}") as "${n}"`).join(", ")}`),
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(counts.rows[0]);
}

describe("hostile strings in every documented field and parameter", () => {
  it("never answer 5xx, refuse NUL and lone surrogates with a 400, and write nothing when refused", async () => {
    const cases: Case[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        // Logging out with the fuzzer's own token would end the run's session.
        if (path.endsWith("/logout")) continue;
        cases.push(...casesFor(path, method, op));
      }
    expect(cases.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const c of cases) {
      for (const withToken of [true, false]) {
        const body = await freshOffer(c);
        const before = await rowCounts();
        const res = await t.call(c.method, c.url, {
          token: withToken ? token : undefined,
          ...(body === undefined ? {} : { body }),
        });
        const what = `${c.label} <- ${c.hostile}${withToken ? "" : " (no token)"}: ${res.status}`;
        if (res.status >= 500) failures.push(`${what} ${JSON.stringify(res.body).slice(0, 200)}`);
        else if (MUST_REFUSE.has(c.hostile) && res.status !== 400) failures.push(`${what} (not refused)`);
        else if (res.status >= 400 && (await rowCounts()) !== before) failures.push(`${what} wrote rows`);
        else if (!c.documented.includes(String(res.status)))
          failures.push(`${what} (not in the OpenAPI for it)`);
        const contractError = isObject(res.body) && res.body.success === false;
        if (res.status >= 400 && typeof res.body === "object" && !contractError)
          failures.push(`${what} not the contract's error shape`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
