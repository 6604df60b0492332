import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../src/domain/booking.ts";
import { bookingRequest, contact, passenger } from "../../src/domain/test-data.ts";
import { firstOffer, TEST_NOW } from "../flights/testing.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { eticketLayout } from "./pdf.ts";
import { type Drawn, PAGE } from "./pdf-pen.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

/**
 * Books with every free-text field as long as the API takes it, and answers the record. Names
 * the API no longer takes of travellers (Myanmar script) are put into the record afterwards, as
 * a booking made before names had to be in Latin letters holds them.
 */
async function longBooking(name: (i: number) => string, accountName: string): Promise<BookingRecord> {
  const { user, token } = await createTestUser(t, { name: accountName });
  const offer = await firstOffer(t, {
    from: "RGN",
    to: "BKK",
    departureDate: "2026-12-03",
    travelType: 2,
    adults: 2,
  });
  const body = {
    ...bookingRequest(offer, user.id, 2),
    passengerInfo: [0, 1].map((i) =>
      passenger({
        firstName: `Latin${"abcd"[i]}`,
        // The country with the longest name.
        nationality: "GS",
        passportNumber: "MA1234567",
        email: `${"a".repeat(60)}${i}@example.mm`,
      }),
    ),
    contactInfo: contact({ firstName: name(4), lastName: name(5), email: `${"c".repeat(64)}@example.mm` }),
  };
  const record: BookingRecord = expectStatus(await t.api(createBookingRoute, { body, token }), 201).body.data;
  const passengers = record.passengers.map((p, i) => ({ ...p, firstName: name(i), lastName: name(i + 2) }));
  return { ...record, passengers };
}

/** Every piece inside the page's text area, and no two pieces on one line overlapping. */
function expectInsideAndApart(drawn: Drawn[]) {
  for (const d of drawn)
    expect(d.x + d.width, `"${d.text}" runs off the page`).toBeLessThanOrEqual(PAGE.right + 0.5);
  const lines = Map.groupBy(drawn, (d) => `${d.page}:${d.y}`);
  for (const pieces of lines.values()) {
    const sorted = [...pieces].sort((a, b) => a.x - b.x);
    for (const [i, d] of sorted.entries()) {
      const after = sorted[i + 1];
      if (after) expect(d.x + d.width, `"${d.text}" runs into "${after.text}"`).toBeLessThanOrEqual(after.x);
    }
  }
}

/**
 * The ticket's text read column by column (a wrapped cell's lines are then together), without
 * spaces, in one case (last names are printed in capitals).
 */
const words = (drawn: Drawn[]) =>
  [...drawn]
    .sort((a, b) => a.page - b.page || a.x - b.x || b.y - a.y)
    .map((d) => d.text)
    .join("")
    .replace(/\s+/g, "")
    .toLowerCase();

describe("the e-ticket PDF with long free text", () => {
  it("wraps 64-character Latin names, a long account name, nationality and e-mail inside the page", async () => {
    const long = (i: number) =>
      `Aungkyawthuhtetnaing Mya ${"Zawminoo".repeat(4)}${"abcdefgh"[i]}`.slice(0, 64);
    const record = await longBooking(long, `Daw ${"Khinmyatnoe ".repeat(8)}`.trim().slice(0, 100));
    const drawn = await eticketLayout(record);
    expectInsideAndApart(drawn);
    // Nothing is lost: every name and the nationality's name are on the ticket, wrapped.
    for (const i of [0, 1, 2, 3, 4, 5])
      expect(words(drawn)).toContain(long(i).replace(/\s+/g, "").toLowerCase());
    expect(words(drawn)).toContain("southgeorgia&southsandwichislands");
  });

  it("wraps 64-character Myanmar names inside the page", async () => {
    const long = (i: number) => `${"ကျော်".repeat(12)}${"ကခဂဃငစ"[i]}`.slice(0, 64);
    const record = await longBooking(long, "ဒေါ်ခင်မြတ်နိုး");
    expectInsideAndApart(await eticketLayout(record));
  });
});
