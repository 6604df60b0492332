import type { FlightOffer, TravelerType } from "./flight-offer.ts";
import { fromCents, toCents } from "./money.ts";
import {
  lapOf,
  type PartyCounts,
  type PassengerInfo,
  type PassengerKind,
  passengerKind,
} from "./passenger-info.ts";

/**
 * A passenger as a booking record lists them: who they are, and an infant's adult. The type is
 * optional only for records stored in the browser before it was sent (read them with kindOf).
 */
export interface ListedPassenger extends PassengerInfo {
  /** Adults, then children, then infants on lap (`HELD_INFANT`), as the offer priced them. */
  type?: TravelerType;
  /** An infant's: the passenger number of the adult whose lap they sit on. */
  onLapOf?: number;
}

/** A passenger as the server lists them: always with their type. */
export interface BookedPassenger extends ListedPassenger {
  type: TravelerType;
}

const TYPE_OF: Record<PassengerKind, TravelerType> = {
  Adult: "ADULT",
  Child: "CHILD",
  Infant: "HELD_INFANT",
};
const KIND_OF: Record<TravelerType, PassengerKind> = {
  ADULT: "Adult",
  CHILD: "Child",
  HELD_INFANT: "Infant",
};

/**
 * The passengers of a booking with their type, by their place in the list (adults, children,
 * infants: spec section 5 and issue 48).
 * @example bookedPassengers([aung, su, baby], { adults: 1, children: 1, infants: 1 })[2] // { ...baby, type: "HELD_INFANT", onLapOf: 1 }
 */
export function bookedPassengers(
  passengers: readonly PassengerInfo[],
  party: PartyCounts,
): BookedPassenger[] {
  return passengers.map((p, i) => {
    const adult = lapOf(i + 1, party);
    return {
      ...p,
      type: TYPE_OF[passengerKind(i + 1, party)],
      ...(adult === null ? {} : { onLapOf: adult }),
    };
  });
}

/**
 * What a listed passenger is: their type when the record says it, else by their place (records
 * from before infants were booked have no type, and only adults and children).
 */
export function kindOf(
  passenger: { type?: unknown },
  passengerNumber: number,
  party: PartyCounts,
): { kind: PassengerKind; onLapOf: number | null } {
  const type = typeof passenger.type === "string" ? KIND_OF[passenger.type as TravelerType] : undefined;
  const kind = type ?? passengerKind(passengerNumber, party);
  const onLap = (passenger as { onLapOf?: unknown }).onLapOf;
  return {
    kind,
    onLapOf: kind !== "Infant" ? null : typeof onLap === "number" ? onLap : lapOf(passengerNumber, party),
  };
}

/** One line of a booking's price: what one traveller of a type pays, and how many of them travel. */
export interface FareLine {
  travelerType: TravelerType;
  count: number;
  /** One traveller's base fare, taxes and total, USD decimal strings. */
  base: string;
  taxes: string;
  total: string;
}

/**
 * The price per traveller type, from the offer's own breakdown (`travelerPricings`): adults,
 * children, infants on lap, in that order, each with one traveller's price and the count.
 * @example priceBreakdown(offer) // [{ travelerType: "ADULT", count: 2, base: "120.00", taxes: "21.00", total: "141.00" }, ...]
 */
export function priceBreakdown(offer: Pick<FlightOffer, "travelerPricings">): FareLine[] {
  const lines: FareLine[] = [];
  for (const type of ["ADULT", "CHILD", "HELD_INFANT"] as const) {
    const pricings = offer.travelerPricings.filter((p) => p.travelerType === type);
    const first = pricings[0];
    if (!first) continue;
    const base = toCents(first.price.base) ?? 0;
    const total = toCents(first.price.total) ?? 0;
    lines.push({
      travelerType: type,
      count: pricings.length,
      base: fromCents(base),
      taxes: fromCents(total - base),
      total: fromCents(total),
    });
  }
  return lines;
}
