import { journeyChains, type LegName, legName, recordLegs, recordTripType } from "./booked-legs.ts";
import type { BookedLeg, BookingRecord, CityName } from "./booking.ts";
import { detailDate, timeOf } from "./dates.ts";
import { humanDuration } from "./duration.ts";
import { localDigits } from "./myanmar-digits.ts";
import type { TripType } from "./trip-type.ts";

/** The interface languages a city name can be shown in. */
export type CityLocale = "en" | "my";

/** One leg of a booking as the history card and the detail page show it. */
export interface LegView {
  /** Outbound or return (one-way and round trips), or "Flight 2 of 4" (multi-city). */
  name: LegName;
  /** Tells the legs of one booking apart ("outbound", "return", "leg-2"): keys and element ids. */
  key: string;
  origin: string;
  destination: string;
  originCity: string;
  destinationCity: string;
  departureTerminal: string;
  arrivalTerminal: string;
  airlineName: string;
  flightNumber: string;
  /** The airline's PNR; "" when the airline has not given one. */
  airlineRef: string;
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
  /** "2h 5m" ("၂ နာရီ ၅ မိနစ်" in Myanmar), connections included; "" when unknown. */
  duration: string;
  /** This leg's share of the price, USD with 2 decimals. */
  price: string;
  /** Every flight of the direction ("7Y132", "8M231"): more than one when it connects. */
  flights: string[];
  /** The cities where it connects, in order; empty for a direct flight. */
  stops: string[];
}

/**
 * A city's name in the page's language, from the names the booking record carries for every
 * airport in it; the IATA code when the record names none.
 * @example cityName({ RGN: { city: "Yangon", cityMy: "ရန်ကုန်" } }, "RGN", "my") // "ရန်ကုန်"
 */
export function cityName(
  cities: Record<string, CityName> | undefined,
  code: string,
  locale: CityLocale,
): string {
  const found = cities?.[code];
  if (!found) return code;
  return (locale === "my" ? found.cityMy : found.city) || found.city || code;
}

/** A leg's key: its name's kind, numbered for a multi-city leg. */
const keyOf = (name: LegName) => (name.kind === "leg" ? `leg-${name.number}` : name.kind);

/**
 * The booking's legs in order: outbound (and return) of a one-way or round trip, every leg of a
 * multi-city trip; dates, times and durations in `locale`.
 */
export function bookingLegs(record: BookingRecord, locale: CityLocale): LegView[] {
  return legViews(
    { legs: recordLegs(record), tripType: recordTripType(record), cities: record.cities },
    locale,
  );
}

/**
 * Legs as the pages show them, from the legs themselves: a booking record's (bookingLegs) or a
 * booking found by its code (Find my booking), which carries no record.
 */
export function legViews(
  trip: { legs: readonly BookedLeg[]; tripType: TripType; cities?: Record<string, CityName> },
  locale: CityLocale,
): LegView[] {
  const { legs, tripType } = trip;
  const city = (code: string) => cityName(trip.cities, code, locale);
  return legs.map((leg, i) => {
    const name = legName(tripType, i, legs.length);
    return {
      name,
      key: keyOf(name),
      origin: leg.origin,
      destination: leg.destination,
      originCity: city(leg.origin),
      destinationCity: city(leg.destination),
      departureTerminal: localDigits(leg.departureTerminal, locale),
      arrivalTerminal: localDigits(leg.arrivalTerminal, locale),
      airlineName: leg.airlineName,
      flightNumber: leg.flightNumber,
      airlineRef: leg.airlineRef,
      departDate: detailDate(leg.departureAt, locale),
      departTime: timeOf(leg.departureAt, locale),
      arriveDate: detailDate(leg.arrivalAt, locale),
      arriveTime: timeOf(leg.arrivalAt, locale),
      duration: leg.duration ? humanDuration(leg.duration, locale) : "",
      price: leg.price.toFixed(2),
      flights: leg.flightNumbers,
      stops: leg.segments.slice(1).map((s) => city(s.origin)),
    };
  });
}

/**
 * The cities of a booking's journey in order: each leg's destination after the first origin,
 * and a leg that starts somewhere else (an open jaw) after a comma.
 * @example journeyCities(circuitRecord, "en") // "Yangon → Bagan → Mandalay → Heho → Yangon"
 */
export function journeyCities(record: BookingRecord, locale: CityLocale): string {
  const city = (code: string) => cityName(record.cities, code, locale);
  return journeyChains(recordLegs(record))
    .map((chain) => chain.map(city).join(" → "))
    .join(", ");
}

/**
 * Every flight of a booking: a leg's flights joined with " + " (a connection), the legs with ", ".
 * @example bookedFlights(roundTripRecord) // "MH741 + MH796, MH797 + MH742"
 */
export function bookedFlights(record: BookingRecord): string {
  return recordLegs(record)
    .map((leg) => leg.flightNumbers.join(" + "))
    .join(", ");
}
