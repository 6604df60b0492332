import { randomUUID } from "node:crypto";
import { bookings } from "../db/schema/bookings.ts";
import type { TestContext } from "../testing/harness.ts";

type BookingInsert = typeof bookings.$inferInsert;

/**
 * Inserts a booking row straight into the database, as the flights routes would have made it:
 * PENDING_PAYMENT, held 30 minutes from the test clock. For payment tests only.
 * @example const booking = await insertBooking(t, user.id, { totalCents: 12_550 });
 */
export async function insertBooking(
  t: TestContext,
  userId: string,
  overrides: Partial<BookingInsert> = {},
): Promise<typeof bookings.$inferSelect> {
  const totalCents = overrides.totalCents ?? 10_000;
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      id: randomUUID(),
      userId,
      status: "PENDING_PAYMENT",
      totalCents,
      outboundCents: totalCents,
      travelType: 2,
      isRoundTrip: false,
      offer: {},
      record: { origin: "RGN", destination: "BKK" },
      contact: {},
      passengers: [],
      holdExpiresAt: new Date(t.deps.now().getTime() + 30 * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("booking insert returned nothing");
  return row;
}
