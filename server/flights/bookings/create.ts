import type { BookingRecord } from "../../../src/domain/booking.ts";
import { type ContactInfo, phoneForPayload, validateContactInfo } from "../../../src/domain/contact-info.ts";
import { countryCode } from "../../../src/domain/countries.ts";
import { localDate, parseDayMonthYear } from "../../../src/domain/dates.ts";
import { requiredDocument } from "../../../src/domain/fare-document.ts";
import type { FareFamilyCode } from "../../../src/domain/fare-family.ts";
import type { FareType } from "../../../src/domain/fare-type.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { normalizeNrc } from "../../../src/domain/nrc.ts";
import { type PassengerInfo, validatePassengers } from "../../../src/domain/passenger-info.ts";
import { passportNumberOf } from "../../../src/domain/passport.ts";
import { tripTypeOf } from "../../../src/domain/trip-type.ts";
import type { AppDeps } from "../../context.ts";
import type { HotTransaction, Statement } from "../../db/prepared.ts";
import type { UserRow } from "../../db/schema/accounts.ts";
import type { bookings } from "../../db/schema/bookings.ts";
import { ApiError, badRequest, conflict } from "../../http/errors.ts";
import { assertRouteOpen } from "../notices/refusal.ts";
import { airport, isDomestic } from "../reference.ts";
import { OfferError, type OfferInput, type ResolvedOffer, resolveOffer } from "../reprice.ts";
import { HOME_UTC_OFFSET } from "../search.ts";
import { lockAccountBookings } from "./account-bookings.ts";
import { bookingMarkup, recordAgentSale } from "./agent-sale.ts";
import type { BookingRequest } from "./booking-request.ts";
import { newBookingId, pnrsFor } from "./codes.ts";
import { assertHoldAllowed } from "./holds-limit.ts";
import { ownBooking } from "./read.ts";
import { bookedSegments, type StoredRecord, toBookingRecord } from "./record.ts";
import { ruleRefusal } from "./rule-refusal.ts";
import { findSameBooking, flightDays, type SameBooking, sameBookingMessage } from "./same-booking.ts";
import { checkTravellerText } from "./traveller-rules.ts";

/** The fare family of each flight of an offer, in order (its first traveller's fares). */
function offerFareFamilies(offer: FlightOffer): FareFamilyCode[] | null {
  const families = (offer.travelerPricings[0]?.fareDetailsBySegment ?? []).map((f) => f.brandedFare);
  return families.every((f) => f !== undefined) && families.length > 0
    ? (families as FareFamilyCode[])
    : null;
}

/** An unpaid booking keeps its seats this long. */
export const HOLD_MINUTES = 30;

const unavailable = () => conflict("Flight Unavailable", { flightUnavailable: true });
const scheduleChanged = (date: string) =>
  conflict(`Schedule has changed to ${date}`, { scheduleChanged: true, originalData: { date } });

/** The booking row, as a statement prepared once per connection (it is on every booking's path). */
const insertBookingStatement: Statement = {
  name: "insert_booking_v4",
  text: `insert into bookings (id, user_id, status, currency, total_cents, outbound_cents, return_cents,
      travel_type, is_round_trip, offer, record, contact, passengers, hold_expires_at, paid_at, created_at,
      fare_type, fare_families, markup_cents, agent_customer_id)
    values ($1::text, $2::text, $3::text, $4::text, $5::int, $6::int, $7::int, $8::int, $9::boolean,
      $10::jsonb, $11::jsonb, $12::jsonb, $13::jsonb, $14::timestamptz, null, $15::timestamptz, $16::text, $17::jsonb,
      $18::int, $19::text)`,
};

/** Thrown inside the booking's transaction, so that it rolls back, when a traveller is booked already. */
class AlreadyBooked extends Error {
  readonly same: SameBooking;
  constructor(same: SameBooking) {
    super(sameBookingMessage(same));
    this.same = same;
  }
}

/**
 * Books a sent offer for `user`, in one transaction: prices it again from the locked inventory
 * rows (409 priceChanged, scheduleChanged or flightUnavailable as the contract says; 409
 * ROUTE_CLOSED first, when a route notice closes the trip to its fare type), checks
 * contact and passengers with the spec's rules (400), then, under the account's lock, that no
 * traveller already has a held or paid booking of this account on one of the flights (409
 * DUPLICATE_BOOKING, unless `allowDuplicate`) and the account's unpaid holds (409 past
 * UNPAID_HOLDS_PER_ACCOUNT), then writes the booking and holds its seats.
 * An offer that is not ours is a 400 before anything is locked.
 */
export async function createBooking(
  deps: AppDeps,
  user: UserRow,
  request: BookingRequest,
  onBooked?: OnBooked,
): Promise<BookingRecord> {
  try {
    return await book(deps, user, request, onBooked);
  } catch (err) {
    // The offer names flights we do not have or does not match itself: the client's mistake.
    if (err instanceof OfferError) throw new ApiError(400, err.code, err.message);
    if (err instanceof AlreadyBooked) throw await alreadyBooked(deps, user, err.same);
    throw err;
  }
}

/** Called inside the booking's transaction with its record (to remember an Idempotency-Key's answer). */
export type OnBooked = (tx: HotTransaction, record: BookingRecord) => void;

async function book(
  deps: AppDeps,
  user: UserRow,
  request: BookingRequest,
  onBooked?: OnBooked,
): Promise<BookingRecord> {
  const now = deps.now();
  const offer = request.flightData;
  const resolved = resolveOffer(offer);
  // A route closed to the offer's fare type is refused before any seat is locked.
  assertRouteOpen(deps.notices, resolved.key);
  const id = newBookingId();
  // An agent's markup (their default unless sent), read before any seat is locked; null for a customer.
  const markup = await bookingMarkup(deps.database.db, user, request);
  // The provider prices the offer again against locked rows first (the 409s), then this checks
  // the travellers inside the same transaction, so a 400 also leaves no seat taken.
  const outcome = await deps.flights.hold(offer, now, async (tx, held) => {
    checkTravellers(request, resolved, localDate(now, HOME_UTC_OFFSET), held.offer.fareType);
    const contact = cleanContact(request.contactInfo ?? {});
    const passengers = (request.passengerInfo ?? []).map(cleanPassenger);
    // Only this account's bookings: another account booking the same person learns nothing.
    const account = await lockAccountBookings(
      tx,
      user.id,
      now,
      request.allowDuplicate ? [] : flightDays(held.offer),
    );
    const same = findSameBooking(passengers, account.live);
    if (same) throw new AlreadyBooked(same);
    assertHoldAllowed(account.holds, HOLD_MINUTES);
    const pnrs = pnrsFor(held.offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierCode)));
    // Every leg with its share: the shares are the priced directions', which make up the total.
    const legs = bookedSegments(held.offer, pnrs);
    const legCents = held.directions.map((d) => d.totalCents);
    const tripType = tripTypeOf(held.offer.itineraries);
    const roundTrip = tripType === "ROUND_TRIP";
    const record: StoredRecord = {
      outbound: legs[0] ?? [],
      return: roundTrip ? (legs[1] ?? []) : [],
      pnrs,
      bookedBy: user.name,
      legs,
      legCents,
      tripType,
    };
    const netCents = legCents.reduce((sum, cents) => sum + cents, 0);
    // An agent's sale: priced from the net fare just computed, never from a price sent.
    const sale = markup
      ? await recordAgentSale(tx, {
          agentId: user.id,
          markup,
          netCents,
          travellers: resolved.adults + resolved.children + resolved.infants,
          contact,
          passengers,
          now,
        })
      : null;
    const outboundCents = legCents[0] ?? 0;
    const returnCents = roundTrip ? (legCents[1] ?? 0) : 0;
    const row: typeof bookings.$inferSelect = {
      id,
      userId: user.id,
      status: "PENDING_PAYMENT",
      currency: "USD",
      totalCents: netCents,
      outboundCents,
      returnCents,
      travelType: request.travelType,
      // As the offer was priced again from its id: the fare type the search chose, never the browser's.
      fareType: held.offer.fareType ?? null,
      // And the family each flight was priced in, from the id too.
      fareFamilies: offerFareFamilies(held.offer),
      isRoundTrip: roundTrip,
      offer: held.offer,
      record,
      contact,
      passengers,
      holdExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      paidAt: null,
      cancelledAt: null,
      refundCents: null,
      markupCents: sale?.markupCents ?? null,
      agentCustomerId: sale?.customerId ?? null,
      createdAt: now,
    };
    // Not `returning`: the row is what we wrote, and reading the JSON columns back costs time.
    // Deferred: it goes with the seats and COMMIT in one round trip, and fails them if it fails.
    tx.defer(insertBookingStatement, [
      row.id,
      row.userId,
      row.status,
      row.currency,
      row.totalCents,
      row.outboundCents,
      row.returnCents,
      row.travelType,
      row.isRoundTrip,
      JSON.stringify(row.offer),
      JSON.stringify(row.record),
      JSON.stringify(row.contact),
      JSON.stringify(row.passengers),
      row.holdExpiresAt.toISOString(),
      row.createdAt.toISOString(),
      row.fareType,
      JSON.stringify(row.fareFamilies),
      row.markupCents,
      row.agentCustomerId,
    ]);
    onBooked?.(tx, toBookingRecord(row));
    return row;
  });
  if (outcome.kind === "unavailable") throw unavailable();
  if (outcome.kind === "scheduleChanged") throw scheduleChanged(outcome.date);
  if (outcome.kind === "priceChanged") throw priceChanged(offer, outcome.offer);
  return toBookingRecord(outcome.value);
}

/**
 * Spec section 5 contact and passenger rules (src/domain, as the ticket page runs them), and a
 * travelType that matches the flights: an international offer needs passports, a domestic one an
 * NRC (citizen fare) or a passport (foreigner fare) for each adult.
 * @throws ApiError 400 with the rule's message and code (rule-refusal.ts).
 */
function checkTravellers(
  request: BookingRequest,
  resolved: ResolvedOffer,
  today: string,
  fareType: FareType | undefined,
): void {
  const abroad = request.flightData.itineraries.some((it) =>
    it.segments.some((s) => ![s.departure.iataCode, s.arrival.iataCode].every(isDomesticCode)),
  );
  if (abroad && request.travelType === 1)
    throw badRequest("This flight is international: send travelType 2", {
      travelType: "international flight",
    });
  const failure =
    validateContactInfo(request.contactInfo) ??
    validatePassengers(request.passengerInfo, {
      adults: resolved.adults,
      children: resolved.children,
      infants: resolved.infants,
      travelType: request.travelType,
      today,
      // A child's age counts on the day of travel (docs/spec-deviations.md), an infant's on the
      // last flight's; the times were just checked against the inventory.
      departureDate: request.flightData.itineraries[0]?.segments[0]?.departure.at.slice(0, 10),
      lastFlightDate: request.flightData.itineraries.at(-1)?.segments.at(-1)?.departure.at.slice(0, 10),
      lastTravelDate: request.flightData.itineraries.at(-1)?.segments.at(-1)?.arrival.at.slice(0, 10),
      // The fare type of the offer as the server priced it, not as the browser sent it.
      requiredDocument: requiredDocument(fareType),
    });
  if (failure) throw ruleRefusal(failure);
  checkTravellerText(request, resolved);
}

/**
 * The refusal of a second booking of the same traveller: the message names them and the earlier
 * booking, which comes with it (the caller's own), so that the app can offer to pay or open it.
 */
async function alreadyBooked(deps: AppDeps, user: UserRow, same: SameBooking): Promise<ApiError> {
  const booking = await ownBooking(deps.database.db, user.id, same.bookingId);
  return new ApiError(409, "DUPLICATE_BOOKING", sameBookingMessage(same), {
    extras: { duplicate: { passengerName: same.passengerName, booking } },
  });
}

function priceChanged(sent: OfferInput, fresh: { price: { grandTotal: string } }) {
  return conflict(`Price has changed from ${sent.price.grandTotal} to ${fresh.price.grandTotal}`, {
    priceChanged: true,
    verifiedData: { data: { flightOffers: [fresh] } },
  });
}

function isDomesticCode(code: string): boolean {
  const found = airport(code);
  return found ? isDomestic(found) : false;
}

const trim = (value: string | undefined) => (value ?? "").trim();

function cleanContact(c: NonNullable<BookingRequest["contactInfo"]>): ContactInfo {
  return {
    firstName: trim(c.firstName),
    lastName: trim(c.lastName),
    email: trim(c.email).toLowerCase(),
    phoneNumber: phoneForPayload(trim(c.phoneNumber)),
    address: trim(c.address),
    city: trim(c.city),
    country: trim(c.country),
  };
}

/**
 * Stores a passenger as the payload should send it: trimmed, phone without +, ISO dates, country
 * codes and passport number in upper case.
 */
function cleanPassenger(p: Partial<Record<keyof PassengerInfo, string>>): PassengerInfo {
  return {
    firstName: trim(p.firstName),
    lastName: trim(p.lastName),
    phoneNumber: phoneForPayload(trim(p.phoneNumber)),
    email: trim(p.email).toLowerCase(),
    gender: trim(p.gender),
    nationality: countryCode(trim(p.nationality)),
    dateOfBirth: parseDayMonthYear(trim(p.dateOfBirth)) ?? trim(p.dateOfBirth),
    passportNumber: passportNumberOf(trim(p.passportNumber)),
    passportExpiry: trim(p.passportExpiry),
    nrcNumber: normalizeNrc(trim(p.nrcNumber)),
    countryOfPassport: countryCode(trim(p.countryOfPassport)),
  };
}
