import type { BookedSegment, BookingRecord, CityName } from "./booking.ts";
import { detailDate, timeOf } from "./dates.ts";
import { humanDuration } from "./duration.ts";
import { localDigits } from "./myanmar-digits.ts";

/** The interface languages a city name can be shown in. */
export type CityLocale = "en" | "my";

/** One direction of a booking as the history card and the detail page show it. */
export interface LegView {
  direction: "outbound" | "return";
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
  /** This direction's share of the price, USD with 2 decimals. */
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

/** A direction's flights: each of its segments', or the one flight a record without segments names. */
function flightsOf(segments: BookedSegment[] | undefined, first: string): string[] {
  return segments?.length ? segments.map((s) => s.flightNumber) : [first];
}

/** The booking's directions, outbound first; one for a one-way trip; dates, times and durations in `locale`. */
export function bookingLegs(record: BookingRecord, locale: CityLocale): LegView[] {
  const city = (code: string) => cityName(record.cities, code, locale);
  const route = (segments: BookedSegment[] | undefined, first: string) => ({
    flights: flightsOf(segments, first),
    stops: (segments ?? []).slice(1).map((s) => city(s.origin)),
  });
  const legs: LegView[] = [
    {
      direction: "outbound",
      origin: record.origin,
      destination: record.destination,
      originCity: city(record.origin),
      destinationCity: city(record.destination),
      departureTerminal: localDigits(record.departureTerminal, locale),
      arrivalTerminal: localDigits(record.arrivalTerminal, locale),
      airlineName: record.airlineName,
      flightNumber: record.flightNumber,
      airlineRef: record.airlineRef,
      departDate: detailDate(record.departureDate, locale),
      departTime: timeOf(record.departureDate, locale),
      arriveDate: detailDate(record.arrivalAt, locale),
      arriveTime: timeOf(record.arrivalAt, locale),
      duration: record.durations?.outbound ? humanDuration(record.durations.outbound, locale) : "",
      price: record.price.toFixed(2),
      ...route(record.segments?.outbound, record.flightNumber),
    },
  ];
  const back = record.returnFlightInfo;
  if (back) {
    legs.push({
      direction: "return",
      origin: back.origin,
      destination: back.destination,
      originCity: city(back.origin),
      destinationCity: city(back.destination),
      departureTerminal: localDigits(back.departureTerminal, locale),
      arrivalTerminal: localDigits(back.arrivalTerminal, locale),
      airlineName: back.airlineName,
      flightNumber: back.flightNumber,
      airlineRef: back.airlineRef,
      departDate: detailDate(back.returnDate, locale),
      departTime: timeOf(back.returnDate, locale),
      arriveDate: detailDate(back.arrivalAt, locale),
      arriveTime: timeOf(back.arrivalAt, locale),
      duration: record.durations?.return ? humanDuration(record.durations.return, locale) : "",
      price: back.price.toFixed(2),
      ...route(record.segments?.return, back.flightNumber),
    });
  }
  return legs;
}

/**
 * Every flight of a booking: a direction's flights joined with " + " (a connection), the
 * directions with ", ".
 * @example bookedFlights(roundTripRecord) // "MH741 + MH796, MH797 + MH742"
 */
export function bookedFlights(record: BookingRecord): string {
  const back = record.returnFlightInfo;
  return [
    flightsOf(record.segments?.outbound, record.flightNumber),
    ...(back ? [flightsOf(record.segments?.return, back.flightNumber)] : []),
  ]
    .map((flights) => flights.join(" + "))
    .join(", ");
}
