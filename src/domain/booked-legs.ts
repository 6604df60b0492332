import type { BookedLeg, BookedSegment, BookingRecord } from "./booking.ts";
import type { TripType } from "./trip-type.ts";

/** The leg a record's flat fields (or its returnFlightInfo) describe, with the segments it lists. */
function legOf(
  flat: Omit<BookedLeg, "flightNumbers" | "segments" | "duration">,
  segments: BookedSegment[] | undefined,
  duration: string | null | undefined,
): BookedLeg {
  const listed = segments?.length ? segments : [];
  return {
    ...flat,
    flightNumbers: listed.length ? listed.map((s) => s.flightNumber) : [flat.flightNumber],
    duration: duration ?? "",
    segments: listed,
  };
}

/**
 * A booking's legs in order: the record's own, or, on a record stored before legs, its outbound
 * and its return, read from the spec's flat fields.
 */
export function recordLegs(record: BookingRecord): BookedLeg[] {
  if (record.legs?.length) return record.legs;
  const legs = [
    legOf(
      {
        origin: record.origin,
        destination: record.destination,
        departureAt: record.departureDate,
        arrivalAt: record.arrivalAt,
        departureTerminal: record.departureTerminal,
        arrivalTerminal: record.arrivalTerminal,
        airlineName: record.airlineName,
        airlineCode: record.airlineCode,
        airlineRef: record.airlineRef,
        flightNumber: record.flightNumber,
        price: record.price,
      },
      record.segments?.outbound,
      record.durations?.outbound,
    ),
  ];
  const back = record.returnFlightInfo;
  if (back)
    legs.push(
      legOf(
        {
          origin: back.origin,
          destination: back.destination,
          departureAt: back.returnDate,
          arrivalAt: back.arrivalAt,
          departureTerminal: back.departureTerminal,
          arrivalTerminal: back.arrivalTerminal,
          airlineName: back.airlineName,
          airlineCode: back.airlineCode,
          airlineRef: back.airlineRef,
          flightNumber: back.flightNumber,
          price: back.price,
        },
        record.segments?.return,
        record.durations?.return,
      ),
    );
  return legs;
}

/** A booking's trip type: the record's own, or, before trip types, one-way or round trip. */
export function recordTripType(record: BookingRecord): TripType {
  return record.tripType ?? (record.returnFlightInfo ? "ROUND_TRIP" : "ONE_WAY");
}

/** Every segment of every leg, in order (the e-ticket's flights, the PNRs' airlines). */
export function recordSegments(record: BookingRecord): BookedSegment[] {
  return recordLegs(record).flatMap((leg) => leg.segments);
}

/** What a leg is called: a one-way or round trip's outbound and return, a multi-city trip's "Flight 2 of 4". */
export type LegName = { kind: "outbound" } | { kind: "return" } | { kind: "leg"; number: number; of: number };

/**
 * The name of leg `index` (from 0) of `count` in a trip of `tripType`: one-way and round-trip legs
 * keep the words they always had, multi-city legs are numbered.
 * @example legName("MULTI_CITY", 1, 4) // { kind: "leg", number: 2, of: 4 }
 */
export function legName(tripType: TripType, index: number, count: number): LegName {
  if (tripType === "MULTI_CITY") return { kind: "leg", number: index + 1, of: count };
  return index === 0 ? { kind: "outbound" } : { kind: "return" };
}

/**
 * A leg's name in English (the e-ticket's language).
 * @example legNameEn({ kind: "leg", number: 2, of: 4 }) // "Flight 2 of 4"
 */
export function legNameEn(name: LegName): string {
  if (name.kind === "leg") return `Flight ${name.number} of ${name.of}`;
  return name.kind === "outbound" ? "Outbound" : "Return";
}

/**
 * The airports of a journey in order, as unbroken chains: a leg that starts where the last one
 * landed continues its chain, one that starts elsewhere (an open jaw) begins a new one.
 * @example journeyChains([{ origin: "RGN", destination: "NYU" }, { origin: "NYU", destination: "MDL" }]) // [["RGN", "NYU", "MDL"]]
 * @example journeyChains([{ origin: "RGN", destination: "NYU" }, { origin: "MDL", destination: "RGN" }]) // [["RGN", "NYU"], ["MDL", "RGN"]]
 */
export function journeyChains(legs: ReadonlyArray<{ origin: string; destination: string }>): string[][] {
  const chains: string[][] = [];
  for (const leg of legs) {
    const last = chains.at(-1);
    if (last && last.at(-1) === leg.origin) last.push(leg.destination);
    else chains.push([leg.origin, leg.destination]);
  }
  return chains;
}
