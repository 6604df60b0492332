import { addDays } from "../../src/domain/dates.ts";
import { formatDuration } from "../../src/domain/duration.ts";
import { FARE_FAMILY_NAMES, type FareFamilyCode } from "../../src/domain/fare-family.ts";
import { DEFAULT_FARE_TYPE, type FareType } from "../../src/domain/fare-type.ts";
import type {
  FlightOffer,
  FlightSegment,
  TravelerPricing,
  TravelerType,
} from "../../src/domain/flight-offer.ts";
import { fromCents } from "../../src/domain/money.ts";
import { CABINS, type CabinCode } from "../../src/domain/search-params.ts";
import { INFANT_BAGS_KG, TICKETING_DAYS } from "./datasets/fares.ts";
import { encodeOfferId } from "./offer-id.ts";
import { infantTaxes, type SegmentFare, segmentTotal } from "./pricing.ts";
import { terminalFor } from "./reference.ts";
import type { FlightInstance } from "./schedule.ts";

/** One direction of travel, priced: its flights and their fares, in order. */
export interface PricedItinerary {
  flights: FlightInstance[];
  fares: SegmentFare[];
  /** What the whole party pays for this direction, cents. */
  totalCents: number;
  /** Citizen or foreigner fares when every flight stays in Myanmar; null abroad (one fare). */
  fareType: FareType | null;
}

/** Prices a direction for a party (infants on lap included) from its flights' fares. */
export function pricedItinerary(
  flights: FlightInstance[],
  fares: SegmentFare[],
  adults: number,
  children: number,
  infants = 0,
) {
  const totalCents = fares.reduce((sum, f) => sum + segmentTotal(f, adults, children, infants), 0);
  return { flights, fares, totalCents };
}

function segment(inst: FlightInstance, id: string): FlightSegment {
  return {
    id,
    carrierCode: inst.def.carrierCode,
    number: inst.def.number,
    aircraft: { code: inst.def.aircraft },
    departure: {
      iataCode: inst.from.iataCode,
      terminal: terminalFor(inst.from, inst.domestic),
      at: inst.departureAt,
    },
    arrival: {
      iataCode: inst.to.iataCode,
      terminal: terminalFor(inst.to, inst.domestic),
      at: inst.arrivalAt,
    },
    duration: formatDuration((inst.arriveUtc - inst.departUtc) / 60_000),
    numberOfStops: 0,
  };
}

/** What one traveller of a type pays on a flight: base fare and taxes, cents. */
const fareOf = {
  ADULT: (f: SegmentFare) => ({ base: f.adultBase, taxes: f.taxes }),
  CHILD: (f: SegmentFare) => ({ base: f.childBase, taxes: f.taxes }),
  HELD_INFANT: (f: SegmentFare) => ({ base: f.infantBase, taxes: infantTaxes(f) }),
} satisfies Record<TravelerType, unknown>;

/**
 * The Amadeus-shaped offer for one or two priced directions. Travellers are numbered adults
 * first, then children, then infants on lap (`HELD_INFANT`, each with the adult whose lap they
 * sit on: infant 1 on adult 1); every amount is the sum of whole-cent parts, so the totals add
 * up exactly. A domestic offer says its fare type, and its id carries it, so a hold prices it
 * again at the same level. Each flight's fare names its family (`brandedFare`); an offer priced in
 * one family (`party.fareFamily`) carries it in its id, so a hold prices that family again.
 */
export function buildOffer(
  directions: PricedItinerary[],
  party: {
    cabin: CabinCode;
    adults: number;
    children: number;
    infants?: number;
    today: string;
    fareFamily?: FareFamilyCode | null;
  },
): FlightOffer {
  let segmentNo = 0;
  const itineraries = directions.map((d) => ({
    duration: formatDuration(((d.flights.at(-1)?.arriveUtc ?? 0) - (d.flights[0]?.departUtc ?? 0)) / 60_000),
    segments: d.flights.map((f) => segment(f, String(++segmentNo))),
  }));
  const fares = directions.flatMap((d) => d.fares);
  const segments = itineraries.flatMap((it) => it.segments);
  const infants = party.infants ?? 0;
  const traveller = (n: number, type: TravelerType, lapOf?: number): TravelerPricing => {
    const parts = fares.map(fareOf[type]);
    const base = parts.reduce((sum, p) => sum + p.base, 0);
    const taxes = parts.reduce((sum, p) => sum + p.taxes.reduce((s, t) => s + t.amount, 0), 0);
    return {
      travelerId: String(n),
      fareOption: "STANDARD",
      travelerType: type,
      ...(lapOf === undefined ? {} : { associatedAdultId: String(lapOf) }),
      price: { currency: "USD", total: fromCents(base + taxes), base: fromCents(base) },
      fareDetailsBySegment: fares.map((f, i) => ({
        segmentId: segments[i]?.id ?? String(i + 1),
        cabin: CABINS[f.cabin],
        fareBasis: f.fareBasis,
        class: f.bucket.letter,
        brandedFare: f.family.code,
        brandedFareLabel: FARE_FAMILY_NAMES[f.family.code].en,
        includedCheckedBags: { weight: type === "HELD_INFANT" ? INFANT_BAGS_KG : f.bagsKg, weightUnit: "KG" },
      })),
    };
  };
  const seated = party.adults + party.children;
  const travelerPricings = [
    ...Array.from({ length: party.adults }, (_, i) => traveller(i + 1, "ADULT")),
    ...Array.from({ length: party.children }, (_, i) => traveller(party.adults + i + 1, "CHILD")),
    ...Array.from({ length: infants }, (_, i) => traveller(seated + i + 1, "HELD_INFANT", i + 1)),
  ];
  const base = fares.reduce(
    (sum, f) => sum + f.adultBase * party.adults + f.childBase * party.children + f.infantBase * infants,
    0,
  );
  const taxes = new Map<string, number>();
  const addTaxes = (list: SegmentFare["taxes"], count: number) => {
    for (const t of list) taxes.set(t.code, (taxes.get(t.code) ?? 0) + t.amount * count);
  };
  for (const f of fares) {
    addTaxes(f.taxes, seated);
    addTaxes(infantTaxes(f), infants);
  }
  const total = directions.reduce((sum, d) => sum + d.totalCents, 0);
  const firstDate = directions[0]?.flights[0]?.departureAt.slice(0, 10) ?? party.today;
  const ticketBy = addDays(party.today, TICKETING_DAYS);
  const fareType = directions.find((d) => d.fareType !== null)?.fareType ?? null;
  return {
    id: encodeOfferId({
      cabin: party.cabin,
      fareType: fareType ?? DEFAULT_FARE_TYPE,
      fareFamily: party.fareFamily ?? null,
      itineraries: directions.map((d) =>
        d.flights.map((f) => ({ flightNumber: f.flightNumber, date: f.date })),
      ),
    }),
    type: "flight-offer",
    source: "GDS",
    oneWay: directions.length === 1,
    lastTicketingDate: [ticketBy, firstDate].sort()[0] ?? firstDate,
    numberOfBookableSeats: Math.min(9, ...fares.map((f) => f.seatsLeft)),
    itineraries,
    price: {
      currency: "USD",
      base: fromCents(base),
      total: fromCents(total),
      grandTotal: fromCents(total),
      taxes: [...taxes].map(([code, amount]) => ({ amount: fromCents(amount), code })),
    },
    pricingOptions: { fareType: ["PUBLISHED"], includedCheckedBagsOnly: fares.every((f) => f.bagsKg > 0) },
    validatingAirlineCodes: [segments[0]?.carrierCode ?? ""],
    travelerPricings,
    // Refund and change fees are charged per seat: an infant on lap adds none.
    fareRules: fareRules(fares, seated),
    ...(fareType ? { fareType } : {}),
  };
}

/**
 * The offer's refund, change and no-show rules (Amadeus `fareRules`, with a NO_SHOW category of
 * ours): each flight's family's fees for the whole party; a refund is not applicable when any
 * flight's fare is non-refundable, and a no-show when any flight's fare is forfeited by one.
 */
function fareRules(fares: SegmentFare[], people: number): NonNullable<FlightOffer["fareRules"]> {
  const fee = (pick: (f: SegmentFare) => number | null) =>
    fares.some((f) => pick(f) === null)
      ? { notApplicable: true }
      : { maxPenaltyAmount: fromCents(fares.reduce((sum, f) => sum + (pick(f) ?? 0), 0) * people) };
  return {
    currency: "USD",
    rules: [
      { category: "REFUND", ...fee((f) => f.family.refundFee) },
      { category: "EXCHANGE", ...fee((f) => f.family.changeFee) },
      { category: "NO_SHOW", ...fee((f) => f.family.noShowFee) },
    ],
  };
}
