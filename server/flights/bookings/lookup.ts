import { eq } from "drizzle-orm";
import { sellingShares } from "../../../src/domain/agent-markup.ts";
import { recordLegs, recordTripType } from "../../../src/domain/booked-legs.ts";
import { kindOf } from "../../../src/domain/booked-passengers.ts";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import {
  type BookingLookupQuery,
  bookingCodeKey,
  type FoundBooking,
  nameMatches,
} from "../../../src/domain/booking-lookup.ts";
import type { TravelerType } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { PassengerKind } from "../../../src/domain/passenger-info.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { withScheduleChanges } from "./open-changes.ts";
import { toBookingRecord } from "./record.ts";

/**
 * The one answer for an unknown code and for a name that is not a passenger's: the caller learns
 * nothing about which it was.
 */
export const LOOKUP_NOT_FOUND = "No booking matches this booking code and last name";

/**
 * The booking `query` names: its code (any case, spaces and dashes ignored) and the last name of
 * one of its passengers (nameMatches). Any booking, of any account, with no sign-in: the code and
 * the name are the key.
 * @throws ApiError 404 (LOOKUP_NOT_FOUND) for an unknown code and a wrong name alike.
 */
export async function lookUpBooking(db: Db, query: BookingLookupQuery): Promise<BookingRecord> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingCodeKey(query.bookingCode)))
    .limit(1);
  const record = row ? toBookingRecord(row) : null;
  if (!record?.passengers.some((p) => nameMatches(query.lastName, p))) throw notFound(LOOKUP_NOT_FOUND);
  const [withChange] = await withScheduleChanges(db, [record]);
  return withChange ?? record;
}

/** A found booking that is paid, for its e-ticket; 409 while it is not. */
export async function lookUpPaidBooking(db: Db, query: BookingLookupQuery): Promise<BookingRecord> {
  const record = await lookUpBooking(db, query);
  if (record.status !== "PAID")
    throw conflict("The e-ticket is issued once the booking is paid", { status: record.status });
  return record;
}

/**
 * The legs with the shares of what the customer paid: an agent's booking's selling price, never
 * the agent's net fare (docs/adr/0083).
 */
function customerLegs(record: BookingRecord) {
  const legs = recordLegs(record);
  const sale = record.agentSale;
  if (!sale) return legs;
  const shares = sellingShares(
    legs.map((leg) => Math.round(leg.price * 100)),
    toCents(sale.selling) ?? 0,
  );
  return legs.map((leg, i) => ({ ...leg, price: (shares[i] ?? 0) / 100 }));
}

const TYPE_OF: Record<PassengerKind, TravelerType> = {
  Adult: "ADULT",
  Child: "CHILD",
  Infant: "HELD_INFANT",
};

/**
 * What Find my booking shows of a booking: the itinerary, the status and the passengers' names
 * and kinds, each leg's share of the price (the e-ticket shows it too). Nothing of the contact,
 * the account, the passengers' documents or birth dates.
 */
export function foundBooking(record: BookingRecord): FoundBooking {
  return {
    id: record.id,
    status: record.status,
    tripType: recordTripType(record),
    legs: customerLegs(record),
    cities: record.cities ?? {},
    passengers: record.passengers.map((p, i) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      type: p.type ?? TYPE_OF[kindOf(p, i + 1, record).kind],
    })),
    hasTicket: record.status === "PAID",
    // What the airline changed, never what the traveller answered with: that is the owner's.
    scheduleChange: record.status === "PAID" ? (record.scheduleChange ?? null) : null,
  };
}
