import { beforeAll, describe, expect, it } from "vitest";
import { isObject } from "../../../src/domain/shape.ts";
import { issueSession } from "../../auth/sessions.ts";
import { firstOffer, TEST_NOW } from "../../flights/testing.ts";
import { agentBooking, payAgentBooking } from "../../testing/agent-sale.ts";
import { setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";

/**
 * Issue 51 §6, as the outside probe tested it: every /apis/agents/* call the served document
 * lists, with no token, a forged or an expired one, a customer's, and another agent's.
 */
let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });

const dataOf = (body: unknown): unknown => (isObject(body) ? body.data : undefined);
const field = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

/**
 * Each agents' call: what a valid request sends, and for a reading call what an agent with none of
 * the rows reads (`none`). A call the document lists and this table does not fails the test.
 */
const CALLS: Record<string, { body?: unknown; none?: (body: unknown) => void }> = {
  "GET /apis/agents/profile": { none: (b) => expect(dataOf(b)).toBeNull() },
  "PATCH /apis/agents/profile": {
    body: {
      agencyName: "Other Travels",
      licenceNumber: "TTB/9999/2020",
      address: "Mandalay",
      phone: "0911111111",
    },
  },
  "GET /apis/agents/deposits": { none: (b) => expect(field(dataOf(b), "transfers")).toEqual([]) },
  "POST /apis/agents/deposits": { body: { bank: "KBZ", reference: "FT-OTHER-1", amountKyat: 50_000 } },
  "PATCH /apis/agents/deposits/threshold": { body: { threshold: 5_000 } },
  "GET /apis/agents/customers": { none: (b) => expect(dataOf(b)).toEqual([]) },
  "GET /apis/agents/markup": { none: (b) => expect(dataOf(b)).toEqual({ kind: "percent", value: "0" }) },
  "PUT /apis/agents/markup": { body: { kind: "percent", value: "3" } },
  "GET /apis/agents/bookings": {
    none: (b) => expect(dataOf(b)).toMatchObject({ bookings: [], total: 0 }),
  },
  "GET /apis/agents/sales": {
    none: (b) => expect(field(dataOf(b), "totals")).toMatchObject({ bookings: 0 }),
  },
  "GET /apis/agents/sales.csv": {
    none: (b) => expect(String(b)).toContain("\r\nTotal,0,0,0.00,0.00,0.00,0.00\r\n"),
  },
};

let calls: { method: string; path: string; key: string }[] = [];
let agentA: TestUser;
let agentB: TestUser;
let customer: TestUser;
/** What of agent A's may never show in another agent's answers. */
let markers: string[] = [];

const send = (call: { method: string; path: string; key: string }, token?: string) =>
  t.call(call.method, call.path, { token, body: CALLS[call.key]?.body });

beforeAll(async () => {
  const { paths } = await readOpenApi(t);
  calls = Object.entries(paths)
    .filter(([path]) => path.startsWith("/apis/agents/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => ({
        method: m.toUpperCase(),
        path,
        key: `${m.toUpperCase()} ${path}`,
      })),
    );
  agentA = await createTestUser(t, { isAgent: true });
  agentB = await createTestUser(t, { isAgent: true });
  customer = await createTestUser(t);
  // Agent A's agency, a transfer, a markup, a customer and a paid booking for them.
  const agency = {
    agencyName: "Golden Land Travels",
    licenceNumber: "TTB/0123/2019",
    address: "Yangon",
    phone: "09781234567",
  };
  expect((await t.call("PATCH", "/apis/agents/profile", { token: agentA.token, body: agency })).status).toBe(
    200,
  );
  const deposit = { bank: "AYA", reference: "FT-AGENT-A-7", amountKyat: 100_000 };
  expect((await t.call("POST", "/apis/agents/deposits", { token: agentA.token, body: deposit })).status).toBe(
    201,
  );
  expect(
    (
      await t.call("PUT", "/apis/agents/markup", {
        token: agentA.token,
        body: { kind: "amount", value: "9" },
      })
    ).status,
  ).toBe(200);
  const walkIn = { firstName: "Hnin", lastName: "Wai", email: "hnin.wai@example.mm" };
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-06" });
  const record = await agentBooking(t, agentA, offer, { customer: walkIn, travellers: [walkIn] });
  await payAgentBooking(t, agentA, record);
  markers = [record.id, walkIn.email, "Hnin", deposit.reference, agency.agencyName, "TTB/0123/2019"];
});

describe("every /apis/agents/* call", () => {
  it("is in this test's table, and names nothing by id in its path", () => {
    expect(calls.length).toBeGreaterThanOrEqual(11);
    expect(calls.map((c) => c.key).sort()).toEqual(Object.keys(CALLS).sort());
    for (const call of calls) expect(call.path).not.toContain("{");
  });

  it("answers 401 with no token, a forged, a tampered or an expired one", async () => {
    const [head, payload, signature = ""] = agentA.token.split(".");
    const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as { exp: number };
    const longer = `${head}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString("base64url")}.${signature}`;
    clock -= 3 * 3_600_000;
    const expired = (await issueSession(t.deps, agentA.user.id)).token;
    clock = TEST_NOW.getTime();
    for (const call of calls)
      for (const token of [undefined, forged, longer, expired, "not-a-token"]) {
        const res = await send(call, token);
        expect(res.status, `${call.key} with ${token ? token.slice(-6) : "no token"}`).toBe(401);
      }
  });

  it("answers a customer's token 403 AGENTS_ONLY, and credits them nothing", async () => {
    for (const call of calls) {
      const res = await send(call, customer.token);
      expect(res.status, call.key).toBe(403);
      expect(field(field(res.body, "error"), "code"), call.key).toBe("AGENTS_ONLY");
    }
    const wallet = await t.call("GET", "/apis/customers/wallet", { token: customer.token });
    expect(field(dataOf(wallet.body), "balance")).toBe(0);
  });

  it("shows another agent none of the first agent's agency, transfers, customers, bookings or sales", async () => {
    for (const call of calls.filter((c) => c.method === "GET")) {
      const res = await send(call, agentB.token);
      expect(res.status, call.key).toBe(200);
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
      for (const marker of markers) expect(text, `${call.key} shows ${marker}`).not.toContain(marker);
      CALLS[call.key]?.none?.(res.body);
    }
  });

  it("lets another agent's writes change only their own rows", async () => {
    const reads = calls.filter((c) => c.method === "GET");
    const before = await Promise.all(reads.map(async (c) => (await send(c, agentA.token)).body));
    for (const call of calls.filter((c) => c.method !== "GET")) {
      const res = await send(call, agentB.token);
      expect(res.status, call.key).toBeLessThan(300);
    }
    const after = await Promise.all(reads.map(async (c) => (await send(c, agentA.token)).body));
    expect(after).toEqual(before);
  });
});
