import { agentSale } from "../../../src/domain/agent-markup.ts";
import { bookedPassengers, priceBreakdown } from "../../../src/domain/booked-passengers.ts";
import {
  type BookedLeg,
  type BookedSegment,
  type BookingRecord,
  type BookingStatus,
  type CityName,
  travellerName,
} from "../../../src/domain/booking.ts";
import type { ContactInfo } from "../../../src/domain/contact-info.ts";
import { type FlightOffer, travellerCounts } from "../../../src/domain/flight-offer.ts";
import { fromCents } from "../../../src/domain/money.ts";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import type { TravelType } from "../../../src/domain/search-params.ts";
import type { TripType } from "../../../src/domain/trip-type.ts";
import type { bookings } from "../../db/schema/bookings.ts";
import { airline, airport } from "../reference.ts";

/**
 * What `bookings.record` holds: the flights as booked, their PNRs and who booked. `outbound` is the
 * first leg and `return` a round trip's second (empty otherwise); `legs`, `legCents` and `tripType`
 * name every leg, its share of the total in cents and how they fit (docs/adr/0073): rows written
 * before multi-city lack them, and read as their outbound and return.
 */
export interface StoredRecord {
  outbound: BookedSegment[];
  return: BookedSegment[];
  pnrs: Record<string, string>;
  bookedBy: string;
  legs?: BookedSegment[][];
  legCents?: number[];
  tripType?: TripType;
}

/** The booked flights of an offer, direction by direction, with airline names and PNRs. */
export function bookedSegments(offer: FlightOffer, pnrs: Record<string, string>): BookedSegment[][] {
  const fares = offer.travelerPricings[0]?.fareDetailsBySegment ?? [];
  return offer.itineraries.map((it) =>
    it.segments.map((s) => {
      const fare = fares.find((f) => f.segmentId === s.id);
      return {
        flightNumber: `${s.carrierCode}${s.number}`,
        airlineCode: s.carrierCode,
        airlineName: airline(s.carrierCode).name,
        airlineRef: pnrs[s.carrierCode] ?? "",
        origin: s.departure.iataCode,
        destination: s.arrival.iataCode,
        departureAt: s.departure.at,
        arrivalAt: s.arrival.at,
        departureTerminal: s.departure.terminal ?? "",
        arrivalTerminal: s.arrival.terminal ?? "",
        aircraft: s.aircraft.code,
        cabin: fare?.cabin ?? "ECONOMY",
        duration: s.duration,
        baggageWeight: fare?.includedCheckedBags.weight ?? 0,
      };
    }),
  );
}

/** City names of every airport the segments touch, from the inventory's reference data. */
export function cityNames(segments: BookedSegment[]): Record<string, CityName> {
  const cities: Record<string, CityName> = {};
  for (const code of segments.flatMap((s) => [s.origin, s.destination])) {
    const found = airport(code);
    if (found) cities[code] = { city: found.city, cityMy: found.cityMy };
  }
  return cities;
}

type BookingRow = typeof bookings.$inferSelect;
const dollars = (cents: number) => Math.round(cents) / 100;

/** A leg of the record from its segments, its share of the total and its door-to-door duration. */
function bookedLeg(segments: BookedSegment[], cents: number, duration: string): BookedLeg {
  const first = segments[0];
  const last = segments.at(-1);
  return {
    origin: first?.origin ?? "",
    destination: last?.destination ?? "",
    departureAt: first?.departureAt ?? "",
    arrivalAt: last?.arrivalAt ?? "",
    departureTerminal: first?.departureTerminal ?? "",
    arrivalTerminal: last?.arrivalTerminal ?? "",
    airlineName: first?.airlineName ?? "",
    airlineCode: first?.airlineCode ?? "",
    airlineRef: first?.airlineRef ?? "",
    flightNumber: first?.flightNumber ?? "",
    flightNumbers: segments.map((s) => s.flightNumber),
    duration,
    price: dollars(cents),
    segments,
  };
}

/** The stored legs with their cents: the row's own, or a row's outbound and return from before legs. */
function storedLegs(row: BookingRow, stored: StoredRecord) {
  if (stored.legs && stored.legCents)
    return { segments: stored.legs, cents: stored.legCents, tripType: stored.tripType ?? "MULTI_CITY" };
  return {
    segments: row.isRoundTrip ? [stored.outbound, stored.return] : [stored.outbound],
    cents: [row.outboundCents, row.returnCents],
    tripType: (row.isRoundTrip ? "ROUND_TRIP" : "ONE_WAY") as TripType,
  };
}

/**
 * The contract's booking record from a stored booking: the spec's flat fields for the first
 * flight of each direction, plus every segment, passenger and the contact.
 */
export function toBookingRecord(row: BookingRow): BookingRecord {
  const stored = row.record as StoredRecord;
  const passengers = row.passengers as PassengerInfo[];
  const contact = row.contact as ContactInfo;
  const lead = passengers[0];
  const offer = row.offer as FlightOffer;
  const itineraries = offer.itineraries ?? [];
  const counts = travellerCounts(offer);
  const kept = storedLegs(row, stored);
  const legs = kept.segments.map((segments, i) =>
    bookedLeg(segments, kept.cents[i] ?? 0, itineraries[i]?.duration ?? ""),
  );
  const out = legs[0] ?? bookedLeg([], 0, "");
  // Only a round trip has a return: a multi-city trip's second leg is not one.
  const back = kept.tripType === "ROUND_TRIP" ? legs[1] : undefined;
  return {
    id: row.id,
    price: out.price,
    isRoundTrip: back !== undefined,
    origin: out.origin,
    destination: out.destination,
    departureDate: out.departureAt,
    arrivalAt: out.arrivalAt,
    departureTerminal: out.departureTerminal,
    arrivalTerminal: out.arrivalTerminal,
    airlineName: out.airlineName,
    airlineCode: out.airlineCode,
    airlineRef: out.airlineRef,
    flightNumber: out.flightNumber,
    passengerName: lead ? travellerName(lead) : "",
    passengerEmail: lead?.email ?? "",
    phoneNumber: contact.phoneNumber,
    email: contact.email,
    bookingDate: row.createdAt.toISOString(),
    baggageWeight: out.segments[0]?.baggageWeight ?? 0,
    passengerIdType: lead?.passportNumber ? "PASSPORT" : lead?.nrcNumber ? "NRC" : "",
    passengerIdNumber: lead?.passportNumber || lead?.nrcNumber || "",
    passengerNationality: lead?.nationality ?? "",
    returnFlightInfo: back
      ? {
          origin: back.origin,
          destination: back.destination,
          departureTerminal: back.departureTerminal,
          arrivalTerminal: back.arrivalTerminal,
          airlineName: back.airlineName,
          airlineCode: back.airlineCode,
          airlineRef: back.airlineRef,
          flightNumber: back.flightNumber,
          returnDate: back.departureAt,
          arrivalAt: back.arrivalAt,
          price: back.price,
        }
      : null,
    status: row.status as BookingStatus,
    currency: "USD",
    totalPrice: fromCents(row.totalCents),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    refund: row.refundCents === null ? null : fromCents(row.refundCents),
    // The open schedule change is read from booking_events (./open-changes.ts) where answered.
    scheduleChange: null,
    bookedBy: stored.bookedBy,
    travelType: row.travelType as TravelType,
    fareType: row.fareType ?? null,
    fareFamilies: row.fareFamilies ?? null,
    ...counts,
    segments: { outbound: out.segments, return: back?.segments ?? [] },
    passengers: bookedPassengers(passengers, counts),
    priceBreakdown: priceBreakdown(offer),
    contact,
    cities: cityNames(legs.flatMap((leg) => leg.segments)),
    durations: { outbound: out.duration, return: back ? back.duration : null },
    tripType: kept.tripType,
    legs,
    agentSale:
      row.markupCents === null ? null : agentSale(row.totalCents, row.markupCents, row.agentCustomerId),
  };
}
