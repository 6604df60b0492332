import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { jobs } from "../db/schema/jobs.ts";
import type { Mailer } from "../mail/mailer.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute, listBookingsRoute } from "../routes/flights/booking.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { readOutbox } from "../testing/outbox.ts";
import { createTestUser } from "../testing/users.ts";
import { changeSchedule, setClosed } from "./operations.ts";
import { SCHEDULE_MAIL_KIND } from "./schedule-mail.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "./testing.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

/** A new customer's Yangon–Mandalay booking on `date`, paid from a page in `locale` unless held. */
async function booked(date: string, locale: "en" | "my" | null) {
  const who = await createTestUser(t);
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: date });
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  if (locale) {
    const amount = toCents(offer.price.grandTotal) ?? 0;
    expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
    expectStatus(
      await t.api(checkPayment, {
        token: who.token,
        body: { userId: who.user.id, flightId: id },
        headers: { "accept-language": locale },
      }),
      200,
    );
  }
  await t.deps.jobs.idle();
  return { id, offer, email: who.user.email, token: who.token, userId: who.user.id };
}

const flightOf = (offer: FlightOffer) => {
  const [flight = "", date = ""] = flightKeyOf(offer).split("@");
  return { flight, date };
};

const eventsOf = (id: string) =>
  t.database.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "SCHEDULE_CHANGED")));
const mailJobsOf = (id: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.bookingId, id), eq(jobs.kind, SCHEDULE_MAIL_KIND)));
/** The schedule mails of a booking: their subjects name it and its flight (its e-ticket's do not). */
const mailsAbout = async (b: { id: string; offer: FlightOffer }) =>
  (await readOutbox(t)).filter(
    (m) => m.subject.includes(b.id) && m.subject.includes(flightOf(b.offer).flight),
  );

/** Swaps the mailer for one whose first `failures` sends fail as a mail server that is down does. */
function mailServerDownFor(failures: number): () => void {
  const real = t.deps.mailer;
  let left = failures;
  const flaky: Mailer = {
    outboxDir: real.outboxDir,
    send: async (message) => {
      if (left > 0) {
        left -= 1;
        throw new Error("421 4.3.2 Service not available, try again later");
      }
      await real.send(message);
    },
  };
  t.deps.mailer = flaky;
  return () => {
    t.deps.mailer = real;
  };
}

/** Runs an operations command as the e2e route and `npm run ops` do, then the jobs it enqueued. */
async function operated<T>(command: Promise<T>): Promise<T> {
  const result = await command;
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return result;
}

describe("an airline's schedule change marks and mails each paid booking on the flight", () => {
  it("marks both paid bookings once per change, mails each in its language, and nothing for another flight", async () => {
    const english = await booked("2026-12-14", "en");
    const myanmar = await booked("2026-12-14", "my");
    const other = await booked("2026-12-15", "en");
    const { flight, date } = flightOf(english.offer);
    expect(flightOf(myanmar.offer).flight).toBe(flight);
    const before = english.offer.itineraries[0]?.segments[0]?.departure.at ?? "";

    const moved = await operated(changeSchedule(t.database.db, flight, date, "05:15", undefined, TEST_NOW));
    expect(moved).toMatchObject({ kind: "MOVED", bookingsMarked: 2 });
    for (const b of [english, myanmar]) {
      const [event] = await eventsOf(b.id);
      expect(event?.change).toMatchObject({
        kind: "MOVED",
        flightNumber: flight,
        previousDeparture: before.slice(0, 19),
        departure: `${date}T05:15:00`,
      });
      expect(await mailJobsOf(b.id)).toMatchObject([{ eventId: event?.id, doneAt: expect.any(Date) }]);
    }
    const [en] = await mailsAbout(english);
    expect(en?.to).toContain(english.email);
    expect(en?.subject).toBe(`Booking ${english.id}: flight ${flight} (RGN - MDL) has new times`);
    expect(en?.text).toContain(`Departure: 14 Dec 2026 05:15 instead of 14 Dec 2026 ${before.slice(11, 16)}`);
    expect(en?.text).toContain(`/booking-detail/${english.id}`);
    const [my] = await mailsAbout(myanmar);
    expect(my?.subject).toContain("အချိန် ပြောင်းလဲသွားပါသည်");
    expect(my?.text).toContain("၀၅:၁၅");
    expect(my?.text).toContain(`/my/booking-detail/${myanmar.id}`);
    expect(await eventsOf(other.id)).toEqual([]);
    expect(await mailsAbout(other)).toEqual([]);

    // The record answers the change; a booking on another flight has none.
    const record = async (b: { id: string; token: string }) =>
      expectStatus(await t.api(getBookingRoute, { params: { id: b.id }, token: b.token }), 200).body.data;
    expect((await record(english)).scheduleChange).toEqual({
      kind: "MOVED",
      flightNumber: flight,
      date,
      origin: "RGN",
      destination: "MDL",
      previousDeparture: before.slice(0, 19),
      previousArrival: expect.any(String),
      departure: `${date}T05:15:00`,
      arrival: expect.any(String),
      at: TEST_NOW.toISOString(),
    });
    expect((await record(other)).scheduleChange).toBeNull();

    // The same command again changes nothing a traveller would notice: no event, no mail.
    const again = await operated(changeSchedule(t.database.db, flight, date, "05:15", undefined, TEST_NOW));
    expect(again).toMatchObject({ kind: null, bookingsMarked: 0 });
    expect(await eventsOf(english.id)).toHaveLength(1);
    expect(await mailsAbout(english)).toHaveLength(1);

    // Another move is another change: a second event and a second mail.
    clock += 3_600_000;
    const later = new Date(clock);
    await operated(changeSchedule(t.database.db, flight, date, "09:30", undefined, later));
    expect(await eventsOf(english.id)).toHaveLength(2);
    expect(await mailJobsOf(myanmar.id)).toHaveLength(2);
    expect(await mailsAbout(english)).toHaveLength(2);
    expect(await mailsAbout(myanmar)).toHaveLength(2);
    // The record says what the ticket said before and what the flight does now.
    const history = expectStatus(
      await t.api(listBookingsRoute, { token: english.token, query: { userId: english.userId } }),
      200,
    ).body.data;
    expect(history.find((b) => b.id === english.id)?.scheduleChange).toMatchObject({
      previousDeparture: before.slice(0, 19),
      departure: `${date}T09:30:00`,
      at: later.toISOString(),
    });
  });

  it("marks a closed flight's bookings cancelled, mails them, and ends an unpaid hold on it", async () => {
    const paid = await booked("2026-12-16", "en");
    const held = await booked("2026-12-16", null);
    const { flight, date } = flightOf(paid.offer);
    const closed = await operated(setClosed(t.database.db, flight, date, true, TEST_NOW));
    expect(closed).toMatchObject({ kind: "CANCELLED", bookingsMarked: 1, holdsEnded: 1 });
    const [event] = await eventsOf(paid.id);
    expect(event?.change).toMatchObject({ kind: "CANCELLED", flightNumber: flight, date });
    const [mail] = await mailsAbout(paid);
    expect(mail?.subject).toBe(`Booking ${paid.id}: flight ${flight} (RGN - MDL) cancelled`);
    expect(mail?.text).toContain("the airline has cancelled your flight");
    expect(await eventsOf(held.id)).toEqual([]);
    const [hold] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(hold?.holdExpiresAt.getTime()).toBe(TEST_NOW.getTime());
    // Closing it again is no new change.
    await operated(setClosed(t.database.db, flight, date, true, TEST_NOW));
    expect(await eventsOf(paid.id)).toHaveLength(1);
  });

  it("retries a mail the mail server refused, and sends it once when it works again", async () => {
    const paid = await booked("2026-12-17", "en");
    const { flight, date } = flightOf(paid.offer);
    const restore = mailServerDownFor(1);
    try {
      await operated(changeSchedule(t.database.db, flight, date, "10:00", undefined, TEST_NOW));
      const [failed] = await mailJobsOf(paid.id);
      expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
      expect(failed?.lastError).toMatch(/Service not available/);
      expect(await mailsAbout(paid)).toEqual([]);
      // Its retry is due: it runs when the runner next looks, here with the clock at that time.
      await t.database.db
        .update(jobs)
        .set({ nextRunAt: TEST_NOW })
        .where(eq(jobs.id, failed?.id ?? ""));
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      t.deps.jobs.kick();
      await t.deps.jobs.idle();
      expect(await mailsAbout(paid)).toHaveLength(1);
      expect(await mailJobsOf(paid.id)).toMatchObject([{ attempts: 2, doneAt: expect.any(Date) }]);
    } finally {
      restore();
    }
  });
});
