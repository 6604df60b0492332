import { bookedPassengers, priceBreakdown } from "../../../src/domain/booked-passengers.ts";
import {
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
import type { bookings } from "../../db/schema/bookings.ts";
import { airline, airport } from "../reference.ts";

/** What `bookings.record` holds: the flights as booked, their PNRs and who booked. */
export interface StoredRecord {
  outbound: BookedSegment[];
  return: BookedSegment[];
  pnrs: Record<string, string>;
  bookedBy: string;
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

/**
 * The contract's booking record from a stored booking: the spec's flat fields for the first
 * flight of each direction, plus every segment, passenger and the contact.
 */
export function toBookingRecord(row: BookingRow): BookingRecord {
  const stored = row.record as StoredRecord;
  const passengers = row.passengers as PassengerInfo[];
  const contact = row.contact as ContactInfo;
  const first = stored.outbound[0];
  const last = stored.outbound.at(-1);
  const back = stored.return[0];
  const backLast = stored.return.at(-1);
  const lead = passengers[0];
  const offer = row.offer as FlightOffer;
  const itineraries = offer.itineraries ?? [];
  const counts = travellerCounts(offer);
  return {
    id: row.id,
    price: dollars(row.outboundCents),
    isRoundTrip: row.isRoundTrip,
    origin: first?.origin ?? "",
    destination: last?.destination ?? "",
    departureDate: first?.departureAt ?? "",
    arrivalAt: last?.arrivalAt ?? "",
    departureTerminal: first?.departureTerminal ?? "",
    arrivalTerminal: last?.arrivalTerminal ?? "",
    airlineName: first?.airlineName ?? "",
    airlineCode: first?.airlineCode ?? "",
    airlineRef: first?.airlineRef ?? "",
    flightNumber: first?.flightNumber ?? "",
    passengerName: lead ? travellerName(lead) : "",
    passengerEmail: lead?.email ?? "",
    phoneNumber: contact.phoneNumber,
    email: contact.email,
    bookingDate: row.createdAt.toISOString(),
    baggageWeight: first?.baggageWeight ?? 0,
    passengerIdType: lead?.passportNumber ? "PASSPORT" : lead?.nrcNumber ? "NRC" : "",
    passengerIdNumber: lead?.passportNumber || lead?.nrcNumber || "",
    passengerNationality: lead?.nationality ?? "",
    returnFlightInfo:
      back && backLast
        ? {
            origin: back.origin,
            destination: backLast.destination,
            departureTerminal: back.departureTerminal,
            arrivalTerminal: backLast.arrivalTerminal,
            airlineName: back.airlineName,
            airlineCode: back.airlineCode,
            airlineRef: back.airlineRef,
            flightNumber: back.flightNumber,
            returnDate: back.departureAt,
            arrivalAt: backLast.arrivalAt,
            price: dollars(row.returnCents),
          }
        : null,
    status: row.status as BookingStatus,
    currency: "USD",
    totalPrice: fromCents(row.totalCents),
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    bookedBy: stored.bookedBy,
    travelType: row.travelType as TravelType,
    fareType: row.fareType ?? null,
    fareFamilies: row.fareFamilies ?? null,
    ...counts,
    segments: { outbound: stored.outbound, return: stored.return },
    passengers: bookedPassengers(passengers, counts),
    priceBreakdown: priceBreakdown(offer),
    contact,
    cities: cityNames([...stored.outbound, ...stored.return]),
    durations: { outbound: itineraries[0]?.duration ?? "", return: itineraries[1]?.duration ?? null },
  };
}
