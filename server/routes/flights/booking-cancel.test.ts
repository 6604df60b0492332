import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { NO_SHOW_MINUTES, QUOTE_VALID_MINUTES } from "../../../src/domain/cancellation.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { issueSession } from "../../auth/sessions.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { seatHolds } from "../../db/schema/flights.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { PAID_MAIL_KIND, sendPaidETicket } from "../../eticket/paid-mail.ts";
import { CANCEL_MAIL_KIND } from "../../flights/bookings/cancel-mail.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { ledgerRowsOf, seatsSoldOn } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "./booking-cancel.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

const MINUTE = 60_000;
const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;

/** A new customer with a paid one-way Yangon–Mandalay booking in `family` on `date`. */
async function paidIn(family: "PROMOTION" | "SAVER" | "FLEX", date: string) {
  const who = await createTestUser(t);
  const cheapest = await firstOffer(t, {
    travelType: 1,
    from: "RGN",
    to: "MDL",
    adults: 1,
    departureDate: date,
  });
  const all = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
    200,
  ).body.data;
  const offer = all.find((o) => familyOf(o) === family);
  if (!offer) throw new Error(`no ${family} on ${date}`);
  const booked = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: booked.id } }),
    200,
  );
  await t.deps.jobs.idle();
  return { who, id: booked.id, offer, total };
}

/** The same customer signed in again at the test's clock (a token lasts less than the days moved). */
const signedInNow = async (who: TestUser): Promise<TestUser> => ({
  ...who,
  token: (await issueSession(t.deps, who.user.id)).token,
});

const quote = (who: TestUser, id: string) =>
  t.api(cancellationQuoteRoute, { params: { id }, token: who.token });
const cancel = (who: TestUser, id: string, quoteId: string, headers: Record<string, string> = {}) =>
  t.api(cancelBookingRoute, { params: { id }, token: who.token, body: { quoteId }, headers });

const refundRows = (id: string) => ledgerRowsOf(t, id, "REFUND");

const seatsSold = (offer: FlightOffer) => seatsSoldOn(t, flightKeyOf(offer));

describe("cancel a paid booking with a quote", () => {
  it("quotes a Saver fare's refund fee, refunds the rest to the wallet once, frees the seats and mails it", async () => {
    const { who, id, offer, total } = await paidIn("SAVER", "2026-12-10");
    const soldBefore = await seatsSold(offer);
    const q = expectStatus(await quote(who, id), 200).body.data;
    expect(q).toMatchObject({ kind: "REFUND", noShow: false, paid: total, refundFee: 5_000, noShowFee: 0 });
    expect(q.refund).toBe(total - 5_000);

    const done = expectStatus(await cancel(who, id, q.quoteId, { "accept-language": "my" }), 200).body.data;
    expect(done).toMatchObject({
      bookingId: id,
      status: "CANCELLED",
      refund: total - 5_000,
      balance: total - 5_000,
    });

    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(detail).toMatchObject({ status: "CANCELLED", refund: ((total - 5_000) / 100).toFixed(2) });
    expect(detail.cancelledAt).toBe(TEST_NOW.toISOString());

    // The wallet names the refund and its booking; the balance is the ledger's sum.
    const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
    expect(money.balance).toBe(total - 5_000);
    expect(money.transactions[0]).toMatchObject({ type: "REFUND", amount: total - 5_000, bookingId: id });
    expect(money.transactions.reduce((sum, row) => sum + row.amount, 0)).toBe(money.balance);

    // The seat is on sale again, and the search sees it.
    expect(await seatsSold(offer)).toBe(soldBefore - 1);
    const holds = await t.database.db.select().from(seatHolds).where(eq(seatHolds.bookingId, id));
    expect(holds.every((h) => h.releasedAt !== null)).toBe(true);

    // One event explains the money; one mail job, sent once in the page's language.
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toHaveLength(1);
    expect(events[0]?.money).toMatchObject({ paid: total, refundFee: 5_000, refund: total - 5_000 });
    await t.deps.jobs.idle();
    const mailJobs = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.bookingId, id), eq(jobs.kind, CANCEL_MAIL_KIND)));
    expect(mailJobs).toHaveLength(1);
    expect(mailJobs[0]?.doneAt).not.toBeNull();
    const mails = (await readOutbox(t)).filter((m) => m.text.includes(id) && m.text.includes("ပယ်ဖျက်"));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("ပိုက်ဆံအိတ်သို့ ပြန်ရငွေ");
  });

  it("refunds once: the same key answers the first result, another request finds it cancelled", async () => {
    const { who, id } = await paidIn("FLEX", "2026-12-11");
    const q = expectStatus(await quote(who, id), 200).body.data;
    expect(q).toMatchObject({ kind: "REFUND", refundFee: 0, refund: q.paid });
    const first = expectStatus(await cancel(who, id, q.quoteId, { "idempotency-key": "cancel-1" }), 200);
    const again = expectStatus(await cancel(who, id, q.quoteId, { "idempotency-key": "cancel-1" }), 200);
    expect(again.body).toEqual(first.body);
    const other = await cancel(who, id, q.quoteId, { "idempotency-key": "cancel-2" });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: { code: "ALREADY_CANCELLED" } });
    expect(await refundRows(id)).toHaveLength(1);
    // Nothing left to quote either.
    expect(expectStatus(await quote(who, id), 409).body).toMatchObject({
      error: { code: "ALREADY_CANCELLED" },
    });
  });

  it("refunds once when two cancellations arrive at the same time", async () => {
    const { who, id, total } = await paidIn("FLEX", "2026-12-12");
    const q = expectStatus(await quote(who, id), 200).body.data;
    const answers = await Promise.all([
      cancel(who, id, q.quoteId, { "idempotency-key": "a" }),
      cancel(who, id, q.quoteId, { "idempotency-key": "b" }),
      cancel(who, id, q.quoteId),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundRows(id)).toHaveLength(1);
    const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
    expect(money.balance).toBe(total);
  });

  it("re-quotes a quote that expired, or that the no-show boundary changed, and applies nothing", async () => {
    const { who, id } = await paidIn("SAVER", "2026-12-13");
    const q = expectStatus(await quote(who, id), 200).body.data;
    clock += (QUOTE_VALID_MINUTES + 1) * MINUTE;
    const stale = expectStatus(await cancel(who, id, q.quoteId), 409).body;
    expect(stale).toMatchObject({
      error: { code: "QUOTE_EXPIRED" },
      quote: { kind: "REFUND", refund: q.refund },
    });
    expect(stale.quote?.quoteId).not.toBe(q.quoteId);

    // Five minutes before the no-show boundary the quote still refunds; ten minutes later a Saver
    // no-show forfeits the fare: the old quote is refused with the new one, which confirms.
    const departs = Date.parse(q.departsAt);
    clock = departs - (NO_SHOW_MINUTES + 5) * MINUTE;
    const later = await signedInNow(who);
    const before = expectStatus(await quote(later, id), 200).body.data;
    expect(before).toMatchObject({ noShow: false, refund: q.refund });
    expect(before.expiresAt).toBe(new Date(departs - NO_SHOW_MINUTES * MINUTE).toISOString());
    clock += 10 * MINUTE;
    const moved = expectStatus(await cancel(later, id, before.quoteId), 409).body;
    expect(moved).toMatchObject({
      error: { code: "QUOTE_EXPIRED" },
      quote: { kind: "FORFEITED", noShow: true, refund: 0 },
    });
    expect(await refundRows(id)).toHaveLength(0);
    expect(
      expectStatus(await t.api(getBookingRoute, { params: { id }, token: later.token }), 200).body.data
        .status,
    ).toBe("PAID");
    const done = expectStatus(await cancel(later, id, moved.quote?.quoteId ?? ""), 200).body.data;
    expect(done.refund).toBe(0);
  });

  it("cancels a non-refundable fare with nothing back, and frees its seat", async () => {
    const { who, id, offer, total } = await paidIn("PROMOTION", "2026-12-14");
    const soldBefore = await seatsSold(offer);
    const q = expectStatus(await quote(who, id), 200).body.data;
    expect(q).toMatchObject({ kind: "NON_REFUNDABLE", paid: total, refundFee: total, refund: 0 });
    const done = expectStatus(await cancel(who, id, q.quoteId), 200).body.data;
    expect(done).toMatchObject({ refund: 0, balance: 0 });
    expect(await refundRows(id)).toHaveLength(0);
    expect(await seatsSold(offer)).toBe(soldBefore - 1);
    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(detail).toMatchObject({ status: "CANCELLED", refund: "0.00" });
  });

  it("refuses another's booking as unknown, a booking not paid, a departed one and a made-up quote", async () => {
    const { who, id } = await paidIn("FLEX", "2026-12-15");
    const q = expectStatus(await quote(who, id), 200).body.data;
    const stranger = await createTestUser(t);
    expect((await quote(stranger, id)).status).toBe(404);
    expect((await cancel(stranger, id, q.quoteId)).status).toBe(404);
    expect((await quote(who, "FBNOSUCHBOOKING")).status).toBe(404);

    expect(expectStatus(await cancel(who, id, "everything back please"), 400).body).toMatchObject({
      error: { code: "BAD_QUOTE" },
    });

    const offer = await firstOffer(t, {
      travelType: 1,
      from: "RGN",
      to: "MDL",
      adults: 1,
      departureDate: "2026-12-16",
    });
    const held = expectStatus(
      await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
      201,
    ).body.data;
    expect(expectStatus(await quote(who, held.id), 409).body).toMatchObject({ error: { code: "NOT_PAID" } });
    expect(expectStatus(await cancel(who, held.id, q.quoteId), 409).body).toMatchObject({
      error: { code: "NOT_PAID" },
    });

    clock = Date.parse(q.departsAt) + MINUTE;
    const later = await signedInNow(who);
    expect(expectStatus(await quote(later, id), 409).body).toMatchObject({ error: { code: "DEPARTED" } });
    expect(expectStatus(await cancel(later, id, q.quoteId), 409).body).toMatchObject({
      error: { code: "DEPARTED" },
    });
    expect(await refundRows(id)).toHaveLength(0);
  });

  it("an e-ticket mail still due when the booking is cancelled ends without mailing a ticket", async () => {
    const { who, id } = await paidIn("FLEX", "2026-12-17");
    const q = expectStatus(await quote(who, id), 200).body.data;
    expectStatus(await cancel(who, id, q.quoteId), 200);
    await t.deps.jobs.idle();
    const before = (await readOutbox(t)).filter((m) => m.subject.includes(id)).length;
    // As if the payment's e-ticket job ran only now (its mail server was down until the cancellation).
    const job = {
      id: "late",
      kind: PAID_MAIL_KIND,
      bookingId: id,
      eventId: "",
      payload: { locale: "en", to: ["a@example.mm"] },
    };
    await expect(sendPaidETicket(t.deps, { ...job, attempts: 2, claim: "late" })).resolves.toBeUndefined();
    expect((await readOutbox(t)).filter((m) => m.subject.includes(id))).toHaveLength(before);
  });

  it("documents both calls with every status in the served OpenAPI", async () => {
    const doc = await readOpenApi(t);
    const statuses = (path: string) =>
      Object.keys(doc.paths[`/apis/flights/booking/{id}/${path}`]?.post?.responses ?? {}).sort();
    expect(statuses("cancellation-quote")).toEqual(["200", "400", "401", "404", "409"]);
    expect(statuses("cancel")).toEqual(["200", "400", "401", "404", "409", "415"]);
  });
});
