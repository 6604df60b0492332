import { beforeAll, describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { issueSession } from "../../auth/sessions.ts";
import { firstOffer, TEST_NOW } from "../../flights/testing.ts";
import { agentBooking, cancelAgentBooking, payAgentBooking } from "../../testing/agent-sale.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { topUp } from "../customers/customers.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "../flights/booking-change.routes.ts";
import { offerFamiliesRoute } from "../flights/search.routes.ts";
import { agentSales, listAgentBookings } from "./agent-reports.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });

const thiri = { firstName: "Thiri", lastName: "Aung", email: "thiri@example.mm" };
const min = { firstName: "Min", lastName: "Thu", email: "min.thu@example.mm" };

/** The `family` fare of a domestic search: FLEX is refundable, SAVER changes for a fee. */
async function fareOf(family: "FLEX" | "SAVER", from: string, to: string, departureDate: string, adults = 1) {
  const cheapest = await firstOffer(t, { travelType: 1, from, to, adults, departureDate });
  const families = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: String(adults) } }),
    200,
  ).body.data;
  const fare = families.find((o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === family);
  if (!fare) throw new Error(`no ${family} fare`);
  return fare;
}

/** The cheapest FLEX fare (refundable) of a domestic search. */
const flexOffer = (from: string, to: string, departureDate: string, adults = 1) =>
  fareOf("FLEX", from, to, departureDate, adults);

describe("GET /apis/agents/bookings", () => {
  let me: TestUser;
  let other: TestUser;
  const ids: Record<"paid" | "held" | "cancelled" | "others", string> = {
    paid: "",
    held: "",
    cancelled: "",
    others: "",
  };
  let paidNet = 0;

  beforeAll(async () => {
    clock = TEST_NOW.getTime();
    me = await createTestUser(t, { isAgent: true });
    other = await createTestUser(t, { isAgent: true });
    const a = await agentBooking(
      t,
      me,
      await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-03" }),
      {
        customer: thiri,
        travellers: [thiri],
        markup: { kind: "amount", value: "12.50" },
      },
    );
    paidNet = await payAgentBooking(t, me, a);
    clock += 60_000;
    const b = await agentBooking(
      t,
      me,
      await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04" }),
      {
        customer: min,
        travellers: [{ firstName: "Kyaw", lastName: "Zin" }],
      },
    );
    clock += 60_000;
    const c = await agentBooking(t, me, await flexOffer("RGN", "HEH", "2026-12-05"), {
      customer: min,
      travellers: [min],
    });
    await payAgentBooking(t, me, c);
    await cancelAgentBooking(t, me, c.id);
    const d = await agentBooking(
      t,
      other,
      await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-03" }),
      {
        customer: thiri,
        travellers: [thiri],
      },
    );
    Object.assign(ids, { paid: a.id, held: b.id, cancelled: c.id, others: d.id });
  });

  const list = async (who: TestUser, query: Record<string, string> = {}) =>
    expectStatus(await t.api(listAgentBookings, { token: who.token, query }), 200).body.data;
  const codes = async (query: Record<string, string>) => (await list(me, query)).bookings.map((b) => b.id);

  it("lists the agent's own bookings newest first, each with its customer, travellers, route and money", async () => {
    const page = await list(me);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20, pages: 1 });
    expect(page.bookings.map((b) => b.id)).toEqual([ids.cancelled, ids.held, ids.paid]);
    expect(page.bookings[2]).toMatchObject({
      status: "PAID",
      customer: "Thiri Aung",
      travellers: ["Thiri Aung"],
      legs: [{ origin: "RGN", destination: "MDL" }],
      departureDate: "2026-12-03",
      net: (paidNet / 100).toFixed(2),
      markup: "12.50",
      selling: ((paidNet + 1250) / 100).toFixed(2),
    });
    expect(page.bookings.map((b) => b.status)).toEqual(["CANCELLED", "PENDING_PAYMENT", "PAID"]);
  });

  it("finds by booking code, customer, traveller, airport or city, and departure dates", async () => {
    expect(await codes({ q: ids.paid.toLowerCase() })).toEqual([ids.paid]);
    expect(await codes({ q: "thiri" })).toEqual([ids.paid]);
    expect(await codes({ q: "Min Thu" })).toEqual([ids.cancelled, ids.held]);
    expect(await codes({ q: "kyaw zin" })).toEqual([ids.held]);
    expect(await codes({ q: "HEH" })).toEqual([ids.cancelled]);
    expect(await codes({ q: "heho" })).toEqual([ids.cancelled]);
    expect(await codes({ q: "Mandalay" })).toEqual([ids.held, ids.paid]);
    expect(await codes({ q: "%" })).toEqual([]);
    expect(await codes({ from: "2026-12-04" })).toEqual([ids.cancelled, ids.held]);
    expect(await codes({ from: "2026-12-04", to: "2026-12-04" })).toEqual([ids.held]);
    expect(await codes({ to: "2026-12-03", q: "thiri" })).toEqual([ids.paid]);
  });

  it("filters by status", async () => {
    expect(await codes({ status: "paid" })).toEqual([ids.paid]);
    expect(await codes({ status: "held" })).toEqual([ids.held]);
    expect(await codes({ status: "cancelled" })).toEqual([ids.cancelled]);
    expect(await codes({ status: "changed" })).toEqual([]);
    // Once the hold runs out, the held booking is expired.
    clock += 31 * 60_000;
    try {
      expect(await codes({ status: "held" })).toEqual([]);
      expect(await codes({ status: "expired" })).toEqual([ids.held]);
      expect((await list(me, { q: ids.held })).bookings[0]?.status).toBe("EXPIRED");
    } finally {
      clock -= 31 * 60_000;
    }
  });

  it("pages, with the total on every page and none past the last", async () => {
    const first = await list(me, { pageSize: "2" });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 });
    expect(first.bookings.map((b) => b.id)).toEqual([ids.cancelled, ids.held]);
    const second = await list(me, { pageSize: "2", page: "2" });
    expect(second.bookings.map((b) => b.id)).toEqual([ids.paid]);
    expect(await list(me, { pageSize: "2", page: "3" })).toMatchObject({ bookings: [], total: 3, pages: 2 });
  });

  it("shows another agent none of them, even by code", async () => {
    expect((await list(other)).bookings.map((b) => b.id)).toEqual([ids.others]);
    expect((await list(other, { q: ids.paid })).bookings).toEqual([]);
  });

  it("refuses a bad query with 400", async () => {
    for (const query of [
      { status: "lost" },
      { page: "0" },
      { page: "x" },
      { pageSize: "51" },
      { from: "3 Dec" },
    ]) {
      const res = await t.api(listAgentBookings, { token: me.token, query: query as never });
      expect(res.status).toBe(400);
    }
  });
});

describe("GET /apis/agents/sales and sales.csv", () => {
  it("adds up each month's bookings, travellers, net, markup and refunds; the CSV has the same totals", async () => {
    clock = TEST_NOW.getTime();
    const me = await createTestUser(t, { isAgent: true });
    const one = await agentBooking(t, me, await flexOffer("RGN", "MDL", "2026-12-14", 2), {
      customer: thiri,
      travellers: [thiri, min],
      markup: { kind: "amount", value: "5" },
    });
    const net1 = await payAgentBooking(t, me, one);
    const two = await agentBooking(
      t,
      me,
      await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-15" }),
      {
        customer: min,
        travellers: [min],
        markup: { kind: "percent", value: "10" },
      },
    );
    const net2 = await payAgentBooking(t, me, two);
    const markup2 = toCents(two.agentSale?.markup ?? "") ?? 0;
    // Cancelled in December (Yangon time): the refund is December's, the sale stays November's.
    clock = Date.parse("2026-11-30T18:00:00Z");
    const later = { ...me, token: (await issueSession(t.deps, me.user.id)).token };
    const refund = await cancelAgentBooking(t, later, one.id);
    expect(refund).toBeGreaterThan(0);
    clock = Date.parse("2026-12-02T00:00:00Z");
    me.token = (await issueSession(t.deps, me.user.id)).token;

    const report = expectStatus(
      await t.api(agentSales, { token: me.token, query: { from: "2026-11", to: "2026-12" } }),
      200,
    ).body.data;
    const usd = (cents: number) => (cents / 100).toFixed(2);
    expect(report.months).toEqual([
      {
        month: "2026-11",
        bookings: 2,
        travellers: 3,
        net: usd(net1 + net2),
        markup: usd(1_000 + markup2),
        selling: usd(net1 + net2 + 1_000 + markup2),
        refunds: "0.00",
      },
      {
        month: "2026-12",
        bookings: 0,
        travellers: 0,
        net: "0.00",
        markup: "0.00",
        selling: "0.00",
        refunds: usd(refund),
      },
    ]);
    expect(report.totals).toMatchObject({ bookings: 2, travellers: 3, refunds: usd(refund) });

    const csv = await t.call("GET", "/apis/agents/sales.csv?from=2026-11&to=2026-12", { token: me.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="sales-2026-11-2026-12.csv"');
    const total = String(csv.body)
      .split("\r\n")
      .find((line) => line.startsWith("Total,"));
    const { totals } = report;
    expect(total).toBe(
      [
        "Total",
        totals.bookings,
        totals.travellers,
        totals.net,
        totals.markup,
        totals.selling,
        totals.refunds,
      ].join(","),
    );

    // By default: the six months ending with this one.
    const byDefault = expectStatus(await t.api(agentSales, { token: me.token }), 200).body.data;
    expect([byDefault.from, byDefault.to]).toEqual(["2026-07", "2026-12"]);
    // Another agent's report has none of it.
    const other = await createTestUser(t, { isAgent: true });
    const theirs = expectStatus(
      await t.api(agentSales, { token: other.token, query: { from: "2026-11", to: "2026-12" } }),
      200,
    ).body.data;
    expect(theirs.totals).toEqual({
      bookings: 0,
      travellers: 0,
      net: "0.00",
      markup: "0.00",
      selling: "0.00",
      refunds: "0.00",
    });
  });

  it("counts a date change's charge in the month of the change, and its refund in its own", async () => {
    clock = TEST_NOW.getTime();
    const me = await createTestUser(t, { isAgent: true });
    const sold = await agentBooking(t, me, await fareOf("SAVER", "RGN", "MDL", "2027-01-20"), {
      customer: thiri,
      travellers: [thiri],
      markup: { kind: "amount", value: "5" },
    });
    const net = await payAgentBooking(t, me, sold);
    // Changed in December (Yangon time) to another day: the charge is December's.
    clock = Date.parse("2026-11-30T18:00:00Z");
    me.token = (await issueSession(t.deps, me.user.id)).token;
    const [choice] = expectStatus(
      await t.api(changeOffersRoute, {
        params: { id: sold.id },
        token: me.token,
        body: { departureDate: "2027-01-22" },
      }),
      200,
    ).body.data.offers;
    if (!choice) throw new Error("no change offer");
    const charged = choice.quote.total;
    expect(charged).toBeGreaterThan(0);
    expectStatus(await t.api(topUp, { token: me.token, body: { amount: charged, method: "kpay" } }), 200);
    expectStatus(
      await t.api(changeBookingRoute, {
        params: { id: sold.id },
        token: me.token,
        body: { offerId: choice.offer.id, quoteId: choice.quote.quoteId },
      }),
      200,
    );
    // Cancelled in January: the refund (a Saver's, less its fee) is January's.
    clock = Date.parse("2027-01-05T03:00:00Z");
    me.token = (await issueSession(t.deps, me.user.id)).token;
    const refund = await cancelAgentBooking(t, me, sold.id);
    expect(refund).toBeGreaterThan(0);

    const report = expectStatus(
      await t.api(agentSales, { token: me.token, query: { from: "2026-11", to: "2027-01" } }),
      200,
    ).body.data;
    const usd = (cents: number) => (cents / 100).toFixed(2);
    expect(
      report.months.map(({ month, bookings, travellers, net, markup, selling, refunds }) => [
        month,
        bookings,
        travellers,
        net,
        markup,
        selling,
        refunds,
      ]),
    ).toEqual([
      ["2026-11", 1, 1, usd(net), "5.00", usd(net + 500), "0.00"],
      ["2026-12", 0, 0, usd(charged), "0.00", usd(charged), "0.00"],
      ["2027-01", 0, 0, "0.00", "0.00", "0.00", usd(refund)],
    ]);
    // Over the months, the net is all the deposit paid, the selling what the customer's ticket says.
    expect(report.totals).toEqual({
      bookings: 1,
      travellers: 1,
      net: usd(net + charged),
      markup: "5.00",
      selling: usd(net + charged + 500),
      refunds: usd(refund),
    });
    const csv = await t.call("GET", "/apis/agents/sales.csv?from=2026-11&to=2027-01", { token: me.token });
    const lines = String(csv.body).split("\r\n");
    expect(lines.slice(1, 4)).toEqual([
      `2026-11,1,1,${usd(net)},5.00,${usd(net + 500)},0.00`,
      `2026-12,0,0,${usd(charged)},0.00,${usd(charged)},0.00`,
      `2027-01,0,0,0.00,0.00,0.00,${usd(refund)}`,
    ]);
    expect(lines[4]).toBe(`Total,1,1,${usd(net + charged)},5.00,${usd(net + charged + 500)},${usd(refund)}`);
  });

  it("refuses months that are not months, reversed or more than 24", async () => {
    const me = await createTestUser(t, { isAgent: true });
    for (const query of [
      { from: "2026-13" },
      { from: "2026-12", to: "2026-11" },
      { from: "2024-01", to: "2026-01" },
    ] as Record<string, string>[]) {
      const res = await t.api(agentSales, { token: me.token, query });
      expect(res.status).toBe(400);
      const csv = await t.call("GET", `/apis/agents/sales.csv?${new URLSearchParams(query)}`, {
        token: me.token,
      });
      expect(csv.status).toBe(400);
    }
  });
});

describe("/apis/openapi.json", () => {
  it("documents the bookings and sales calls with each status they answer", async () => {
    const { paths } = await readOpenApi(t);
    const statuses = (path: string) => Object.keys(paths[path]?.get?.responses ?? {});
    for (const path of ["/apis/agents/bookings", "/apis/agents/sales", "/apis/agents/sales.csv"])
      expect(statuses(path)).toEqual(["200", "400", "401", "403"]);
    expect(Object.keys(paths["/apis/agents/sales.csv"]?.get?.responses["200"]?.content ?? {})).toEqual([
      "text/csv",
    ]);
  });
});
