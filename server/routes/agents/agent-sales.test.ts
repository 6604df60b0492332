import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest, contact, passenger } from "../../../src/domain/test-data.ts";
import { issueSession } from "../../auth/sessions.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { walletTransactions } from "../../db/schema/wallet.ts";
import { foundBooking, lookUpBooking } from "../../flights/bookings/lookup.ts";
import { firstOffer, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, eticketRoute, getBookingRoute } from "../flights/booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "../flights/booking-cancel.routes.ts";
import { offerFamiliesRoute } from "../flights/search.routes.ts";
import { getAgentMarkup, listAgentCustomers, setAgentMarkup } from "./agent-sales.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

const agent = () => createTestUser(t, { isAgent: true, name: "Golden Travel" });
const customers = (who: TestUser, q?: string) =>
  t.api(listAgentCustomers, { token: who.token, query: q === undefined ? {} : { q } });
const setMarkup = (who: TestUser, kind: "amount" | "percent", value: string) =>
  t.api(setAgentMarkup, { token: who.token, body: { kind, value } });

/** A domestic offer for `adults` on `date` (each test its own day, so seats never run out). */
const offerOn = (date: string, adults = 1) =>
  firstOffer(t, { travelType: 1, from: "RGN", to: "MDL", adults, departureDate: date });

/** Books `offer` as `who`, with the body's extra fields; answers the raw answer. */
function book(who: TestUser, offer: FlightOffer, extra: Record<string, unknown> = {}, who2 = contact()) {
  const body = { ...bookingRequest(offer, who.user.id, 1), contactInfo: who2, ...extra };
  return t.api(createBookingRoute, { token: who.token, body: body as never });
}

/** Tops the wallet up by `cents` and pays the booking. */
async function pay(who: TestUser, bookingId: string, cents: number) {
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: cents, method: "kpay" } }), 200);
  return expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: bookingId } }),
    200,
  ).body;
}

describe("agents only", () => {
  it("refuses a customer's token with 403 and no, forged or expired tokens with 401", async () => {
    const customer = await createTestUser(t);
    for (const res of [
      await customers(customer),
      await t.api(getAgentMarkup, { token: customer.token }),
      await setMarkup(customer, "percent", "10"),
    ])
      expect(expectStatus(res, 403).body.error.code).toBe("AGENTS_ONLY");

    const me = await agent();
    const [head, payload, signature = ""] = me.token.split(".");
    const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    // A real session of three hours ago: a token lasts two.
    clock -= 3 * 3_600_000;
    const expired = (await issueSession(t.deps, me.user.id)).token;
    clock = TEST_NOW.getTime();
    for (const token of [undefined, forged, expired, "not-a-token"]) {
      expect((await t.api(listAgentCustomers, { token, query: {} })).status).toBe(401);
      expect((await t.api(setAgentMarkup, { token, body: { kind: "percent", value: "5" } })).status).toBe(
        401,
      );
    }
  });

  it("keeps a default markup within 50% or USD 1,000 a traveller", async () => {
    const me = await agent();
    expect(expectStatus(await t.api(getAgentMarkup, { token: me.token }), 200).body.data).toEqual({
      kind: "percent",
      value: "0",
    });
    expect(expectStatus(await setMarkup(me, "amount", "12.5"), 200).body.data).toEqual({
      kind: "amount",
      value: "12.50",
    });
    expect(expectStatus(await t.api(getAgentMarkup, { token: me.token }), 200).body.data.value).toBe("12.50");
    for (const [kind, value, code] of [
      ["percent", "50.01", "MARKUP_PERCENT_TOO_HIGH"],
      ["amount", "1000.01", "MARKUP_AMOUNT_TOO_HIGH"],
      ["amount", "-1", "MARKUP_INVALID"],
      ["percent", "1.234", "MARKUP_INVALID"],
    ] as const)
      expect(expectStatus(await setMarkup(me, kind, value), 400).body.error.code).toBe(code);
    // A refused value changes nothing.
    expect(expectStatus(await t.api(getAgentMarkup, { token: me.token }), 200).body.data.value).toBe("12.50");
  });
});

describe("an agent's booking", () => {
  it("prices the markup from the server's net fare and never from a price sent", async () => {
    const me = await agent();
    expectStatus(await setMarkup(me, "percent", "10"), 200);
    const offer = await offerOn("2026-12-03");
    const net = toCents(offer.price.grandTotal) ?? 0;
    // Prices the browser might send are not read: the record says the server's.
    const res = await book(me, offer, {
      totalPrice: "1.00",
      sellingPrice: "9999.00",
      agentSale: { net: "1.00", markup: "0.00", selling: "1.00" },
    });
    const record = expectStatus(res, 201).body.data;
    const markup = Math.round(net / 10);
    expect(record.totalPrice).toBe((net / 100).toFixed(2));
    expect(record.agentSale).toMatchObject({
      net: (net / 100).toFixed(2),
      markup: (markup / 100).toFixed(2),
      selling: ((net + markup) / 100).toFixed(2),
    });
    expect(record.agentSale?.customerId).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row).toMatchObject({ userId: me.user.id, totalCents: net, markupCents: markup });
  });

  it("takes a markup for one booking, an amount for each traveller", async () => {
    const me = await agent();
    expectStatus(await setMarkup(me, "percent", "20"), 200);
    const offer = await offerOn("2026-12-04", 2);
    const net = toCents(offer.price.grandTotal) ?? 0;
    const record = expectStatus(await book(me, offer, { markup: { kind: "amount", value: "5" } }), 201).body
      .data;
    expect(record.agentSale).toMatchObject({ markup: "10.00", selling: ((net + 1_000) / 100).toFixed(2) });
  });

  it("refuses a markup above half the net fare, and holds no seat", async () => {
    const me = await agent();
    const offer = await offerOn("2026-12-05");
    const net = toCents(offer.price.grandTotal) ?? 0;
    const before = await t.database.db.select().from(bookings).where(eq(bookings.userId, me.user.id));
    const tooHigh = expectStatus(await book(me, offer, { markup: { kind: "percent", value: "50.5" } }), 400);
    expect(tooHigh.body.error.code).toBe("MARKUP_TOO_HIGH");
    expect(tooHigh.body.error.message).toContain(`USD ${(Math.floor(net / 2) / 100).toFixed(2)}`);
    const amount = ((Math.floor(net / 2) + 1) / 100).toFixed(2);
    const byAmount = expectStatus(await book(me, offer, { markup: { kind: "amount", value: amount } }), 400);
    expect(byAmount.body.error.code).toBe("MARKUP_TOO_HIGH");
    const bad = expectStatus(await book(me, offer, { markup: { kind: "amount", value: "-3" } }), 400);
    expect(bad.body.error.code).toBe("MARKUP_INVALID");
    const after = await t.database.db.select().from(bookings).where(eq(bookings.userId, me.user.id));
    expect(after).toHaveLength(before.length);
    // Exactly half is allowed.
    const half = expectStatus(await book(me, offer, { markup: { kind: "percent", value: "50" } }), 201);
    expect(half.body.data.agentSale?.markup).toBe((Math.round(net / 2) / 100).toFixed(2));
  });

  it("leaves a customer's booking as it was, and refuses them a markup", async () => {
    const customer = await createTestUser(t);
    const offer = await offerOn("2026-12-06");
    const refused = expectStatus(
      await book(customer, offer, { markup: { kind: "percent", value: "5" } }),
      403,
    );
    expect(refused.body.error.code).toBe("AGENTS_ONLY");
    const record = expectStatus(await book(customer, offer), 201).body.data;
    expect(record.agentSale).toBeNull();
    expect(record.totalPrice).toBe(offer.price.grandTotal);
  });

  it("takes the net fare from the deposit; the e-ticket and its mail show the selling price", async () => {
    const me = await agent();
    expectStatus(await setMarkup(me, "amount", "7.25"), 200);
    const offer = await offerOn("2026-12-07");
    const net = toCents(offer.price.grandTotal) ?? 0;
    const record = expectStatus(await book(me, offer), 201).body.data;
    const selling = ((net + 725) / 100).toFixed(2);
    const paid = await pay(me, record.id, net);
    expect(paid.paid).toBe(net);
    expect(paid.data.balance).toBe(0);
    const payments = await t.database.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.bookingId, record.id), eq(walletTransactions.type, "PAYMENT")));
    expect(payments.map((p) => p.amount)).toEqual([-net]);

    const pdf = expectStatus(await t.api(eticketRoute, { params: { id: record.id }, token: me.token }), 200);
    const text = pdfText(Buffer.from(pdf.body));
    expect(text).toContain(`Total paid  USD ${selling}`);
    expect(text).not.toContain(`USD ${(net / 100).toFixed(2)}`);

    await t.deps.jobs.idle();
    // The customer's mail has the selling price alone; the agent's copy the net too (ADR 0089).
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(record.id));
    expect(mails.map((m) => m.to)).toEqual(["aung.kyaw@example.mm", me.user.email]);
    expect(mails[0]?.text).toContain(`Total paid: $${selling} USD`);
    expect(mails[0]?.text).not.toContain((net / 100).toFixed(2));
    expect(mails[1]?.text).toContain(`Net fare: $${(net / 100).toFixed(2)} USD`);

    // Find my booking, the customer's own way in, gives the legs' shares of the selling price.
    const found = foundBooking(
      await lookUpBooking(t.database.db, { bookingCode: record.id, lastName: "Kyaw" }),
    );
    expect(found.legs.reduce((sum, leg) => sum + Math.round(leg.price * 100), 0)).toBe(net + 725);

    // The agent's own view has all three.
    const mine = expectStatus(
      await t.api(getBookingRoute, { params: { id: record.id }, token: me.token }),
      200,
    );
    expect(mine.body.data.agentSale).toMatchObject({
      net: (net / 100).toFixed(2),
      markup: "7.25",
      selling,
    });
  });

  it("refunds what the agent paid, net of the markup, to the deposit", async () => {
    const me = await agent();
    expectStatus(await setMarkup(me, "percent", "25"), 200);
    const cheapest = await offerOn("2026-12-11");
    const families = expectStatus(
      await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
      200,
    ).body.data;
    const offer = families.find(
      (o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === "FLEX",
    );
    if (!offer) throw new Error("no FLEX fare");
    const net = toCents(offer.price.grandTotal) ?? 0;
    const record = expectStatus(await book(me, offer), 201).body.data;
    await pay(me, record.id, net);
    const q = expectStatus(
      await t.api(cancellationQuoteRoute, { params: { id: record.id }, token: me.token }),
      200,
    ).body.data;
    expect(q).toMatchObject({ paid: net, refund: net });
    const done = expectStatus(
      await t.api(cancelBookingRoute, {
        params: { id: record.id },
        token: me.token,
        body: { quoteId: q.quoteId },
      }),
      200,
    ).body.data;
    expect(done).toMatchObject({ refund: net, balance: net });
    const money = expectStatus(await t.api(wallet, { token: me.token }), 200).body.data;
    expect(money.balance).toBe(net);
    expect(money.transactions.filter((row) => row.bookingId === record.id).map((row) => row.amount)).toEqual([
      net,
      -net,
    ]);
    // The customer is told of the cancellation without the agent's money; the agent's copy has it.
    await t.deps.jobs.idle();
    const cancelled = (await readOutbox(t)).filter((m) =>
      m.subject.endsWith(`${record.id} (RGN - MDL) cancelled`),
    );
    expect(cancelled.map((m) => m.to)).toEqual(["aung.kyaw@example.mm", me.user.email]);
    expect(cancelled[0]?.text).not.toContain(`$${(net / 100).toFixed(2)} USD`);
    expect(cancelled[1]?.text).toContain(`Refunded to your deposit: $${(net / 100).toFixed(2)} USD`);
  });
});

describe("an agent's customers", () => {
  it("keeps each booking's contact and travellers for that agent alone", async () => {
    const me = await agent();
    const other = await agent();
    const walkIn = contact({ firstName: "Thiri", lastName: "Aung", email: "Thiri.Aung@example.mm" });
    const traveller = passenger({ firstName: "Thiri", lastName: "Aung", passportNumber: "MB7654321" });
    const offer = await offerOn("2026-12-08");
    const first = expectStatus(await book(me, offer, { passengerInfo: [traveller] }, walkIn), 201).body.data;

    const listed = expectStatus(await customers(me), 200).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: first.agentSale?.customerId,
      firstName: "Thiri",
      email: "thiri.aung@example.mm",
      phoneNumber: "959123456789",
      travellers: [{ firstName: "Thiri", passportNumber: "MB7654321", passportExpiry: "2030-01-01" }],
    });
    // Another agent sees none of them, nor the booking.
    expect(expectStatus(await customers(other), 200).body.data).toEqual([]);
    expect((await t.api(getBookingRoute, { params: { id: first.id }, token: other.token })).status).toBe(404);

    // Booked again for the same customer: one customer, with their latest phone, one more traveller.
    clock += 60_000;
    const again = await offerOn("2026-12-09", 2);
    const second = expectStatus(
      await book(
        me,
        again,
        {
          passengerInfo: [
            traveller,
            passenger({ firstName: "Kyaw", lastName: "Aung", passportNumber: "MC1112223" }),
          ],
        },
        { ...walkIn, phoneNumber: "+959987654321" },
      ),
      201,
    ).body.data;
    expect(second.agentSale?.customerId).toBe(first.agentSale?.customerId);
    const now = expectStatus(await customers(me), 200).body.data;
    expect(now).toHaveLength(1);
    expect(now[0]?.phoneNumber).toBe("959987654321");
    expect(now[0]?.travellers.map((p) => p.passportNumber).sort()).toEqual(["MB7654321", "MC1112223"]);

    expect(expectStatus(await customers(me, "thiri"), 200).body.data).toHaveLength(1);
    expect(expectStatus(await customers(me, "nobody"), 200).body.data).toEqual([]);
    expect(expectStatus(await customers(me, "%"), 200).body.data).toEqual([]);
  });

  it("are not kept for a customer's own bookings", async () => {
    const customer = await createTestUser(t);
    const offer = await offerOn("2026-12-10");
    const record = expectStatus(await book(customer, offer), 201).body.data;
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row).toMatchObject({ markupCents: null, agentCustomerId: null });
  });
});

describe("/apis/openapi.json", () => {
  it("documents the agents' calls with each status they answer", async () => {
    const { paths } = await readOpenApi(t);
    const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {});
    expect(statuses("/apis/agents/customers", "get")).toEqual(["200", "400", "401", "403"]);
    expect(statuses("/apis/agents/markup", "get")).toEqual(["200", "401", "403"]);
    expect(statuses("/apis/agents/markup", "put")).toEqual(["200", "400", "401", "403", "415"]);
  });
});
