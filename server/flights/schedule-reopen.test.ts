import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { bookingEvents } from "../db/schema/bookings.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "../routes/flights/booking.routes.ts";
import { acceptScheduleChangeRoute } from "../routes/flights/schedule-answer.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { readOutbox } from "../testing/outbox.ts";
import { createTestUser, type TestUser } from "../testing/users.ts";
import { changeSchedule, resetFlight, setClosed } from "./operations.ts";
import { reopenedMail } from "./schedule-mail.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "./testing.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
/** The `n`th command's time, and the clock's from then: each command later than the one before. */
const at = (n: number) => {
  clock = TEST_NOW.getTime() + n * 60_000;
  return new Date(clock);
};

/** A new customer's paid Yangon–Mandalay booking on `date`, and its flight. */
async function paid(date: string) {
  const who = await createTestUser(t);
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: date });
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  const amount = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  await t.deps.jobs.idle();
  const [flight = "", day = ""] = flightKeyOf(offer).split("@");
  return { who, id, offer, flight, day };
}

async function operated<T>(command: Promise<T>): Promise<T> {
  const result = await command;
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return result;
}

const noticeOf = async (who: TestUser, id: string) =>
  expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body.data
    .scheduleChange;
const departure = (offer: FlightOffer) => offer.itineraries[0]?.segments[0]?.departure.at ?? "";
const mailsAbout = async (id: string, flight: string) =>
  (await readOutbox(t))
    .filter((m) => m.subject.includes(id) && m.subject.includes(flight))
    .map((m) => m.subject);

describe("a cancelled flight operations open again", () => {
  it("no longer shows the cancellation when it flies at the ticket's times", async () => {
    const b = await paid("2026-12-21");
    await operated(setClosed(t.database.db, b.flight, b.day, true, at(1)));
    expect(await noticeOf(b.who, b.id)).toMatchObject({ kind: "CANCELLED" });

    const reopened = await operated(setClosed(t.database.db, b.flight, b.day, false, at(2)));
    expect(reopened).toMatchObject({ closed: false, bookingsMarked: 0 });
    expect(await noticeOf(b.who, b.id)).toBeNull();
    const [event] = await t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.kind, "SCHEDULE_CHANGED")));
    expect(event?.resolvedAt).not.toBeNull();
    expect(event?.change).toMatchObject({ kind: "CANCELLED", resolution: "REOPENED" });
    // Told of the cancellation, then that it flies as booked, once each.
    const mails = await mailsAbout(b.id, b.flight);
    expect(mails).toHaveLength(2);
    expect(mails.filter((subject) => subject.endsWith("flies as booked"))).toHaveLength(1);
  });

  it("shows the move from the ticket's times when it reopens at new ones, and lets it be accepted", async () => {
    const b = await paid("2026-12-22");
    await operated(setClosed(t.database.db, b.flight, b.day, true, at(3)));
    // Moved while closed: nobody flies it yet, so nothing is said until it opens.
    await operated(changeSchedule(t.database.db, b.flight, b.day, "16:45", undefined, at(4)));
    expect(await noticeOf(b.who, b.id)).toMatchObject({ kind: "CANCELLED" });

    await operated(setClosed(t.database.db, b.flight, b.day, false, at(5)));
    expect(await noticeOf(b.who, b.id)).toMatchObject({
      kind: "MOVED",
      previousDeparture: departure(b.offer),
      departure: `${b.day}T16:45:00`,
    });
    expect(await mailsAbout(b.id, b.flight)).toEqual(
      expect.arrayContaining([expect.stringContaining("has new times")]),
    );
    expectStatus(await t.api(acceptScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);
    const detail = expectStatus(
      await t.api(getBookingRoute, { params: { id: b.id }, token: b.who.token }),
      200,
    ).body.data;
    expect(detail.scheduleChange).toBeNull();
    expect(detail.legs?.[0]?.segments[0]?.departureAt).toBe(`${b.day}T16:45:00`);
  });

  it("clears a move and a cancellation when it is put back on its timetable", async () => {
    const b = await paid("2026-12-23");
    await operated(changeSchedule(t.database.db, b.flight, b.day, "17:10", undefined, at(6)));
    await operated(setClosed(t.database.db, b.flight, b.day, true, at(7)));
    expect(await noticeOf(b.who, b.id)).toMatchObject({ kind: "CANCELLED" });
    await operated(resetFlight(t.database.db, b.flight, b.day, at(8)));
    expect(await noticeOf(b.who, b.id)).toBeNull();
  });
});

describe("the mail of a flight that flies as booked again", () => {
  it("names the flight and the ticket's time, in the booking's language", () => {
    const change = {
      kind: "CANCELLED" as const,
      flightNumber: "K7266-NYU",
      date: "2026-12-21",
      origin: "NYU",
      destination: "MDL",
      previousDeparture: "2026-12-21T09:40:00",
      previousArrival: "2026-12-21T10:20:00",
      departure: "2026-12-21T09:40:00",
      arrival: "2026-12-21T10:20:00",
    };
    const en = reopenedMail({ id: "FB1", firstName: "Aung" }, change, "en", "https://example.mm");
    expect(en.subject).toBe("Booking FB1: flight K7266 (NYU - MDL) flies as booked");
    expect(en.text).toContain("It leaves at 09:40 as on your e-ticket");
    expect(en.text).toContain("https://example.mm/booking-detail/FB1");
    const my = reopenedMail({ id: "FB1", firstName: "Aung" }, change, "my");
    expect(my.subject).toBe("ဘွတ်ကင် FB1- K7266 (NYU - MDL) လေယာဉ်ခရီးစဉ် မူလအတိုင်း ပျံသန်းပါမည်");
    expect(my.text).toContain("၀၉:၄၀ တွင် ထွက်ခွာပါမည်");
  });
});
