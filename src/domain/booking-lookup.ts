import type { BookedLeg, BookingStatus, CityName } from "./booking.ts";
import type { TravelerType } from "./flight-offer.ts";
import { isScheduleChange, type ScheduleChange } from "./schedule-change.ts";
import { hasStrings, isObject } from "./shape.ts";
import { isTripType, type TripType } from "./trip-type.ts";

/** What Find my booking sends: the booking code and a passenger's last name, as typed. */
export interface BookingLookupQuery {
  bookingCode: string;
  lastName: string;
}

/** A passenger as anyone with the booking code sees them: the name and the kind, nothing else. */
export interface FoundPassenger {
  firstName: string;
  lastName: string;
  type: TravelerType;
}

/**
 * A booking as Find my booking shows it, read-only: the itinerary, the status and the
 * passengers' names. Never the contact's name, e-mail or phone, the account, identity documents
 * or dates of birth (docs/adr/0076-find-my-booking.md).
 */
export interface FoundBooking {
  id: string;
  status: BookingStatus;
  tripType: TripType;
  /** Every leg in order, with its flights, times, terminals and the airline's PNR. */
  legs: BookedLeg[];
  /** The city of every airport in the itinerary, by IATA code. */
  cities: Record<string, CityName>;
  passengers: FoundPassenger[];
  /** True when the e-ticket PDF can be fetched: the booking is paid. */
  hasTicket: boolean;
  /**
   * A paid booking's open schedule change (moved or cancelled by the airline), shown read-only;
   * null when none. Optional for answers from before it.
   */
  scheduleChange?: ScheduleChange | null;
}

/** True for an answer shaped like a found booking, down to what the page reads. */
export function isFoundBooking(value: unknown): value is FoundBooking {
  return (
    isObject(value) &&
    hasStrings(value, ["id", "status"]) &&
    isTripType(value.tripType) &&
    typeof value.hasTicket === "boolean" &&
    (value.scheduleChange === undefined ||
      value.scheduleChange === null ||
      isScheduleChange(value.scheduleChange)) &&
    isObject(value.cities) &&
    Array.isArray(value.legs) &&
    value.legs.every(
      (leg) =>
        isObject(leg) &&
        hasStrings(leg, ["origin", "destination", "departureAt", "arrivalAt", "flightNumber"]) &&
        Array.isArray(leg.flightNumbers) &&
        Array.isArray(leg.segments),
    ) &&
    Array.isArray(value.passengers) &&
    value.passengers.every((p) => isObject(p) && hasStrings(p, ["firstName", "lastName", "type"]))
  );
}

/**
 * A booking code as stored: capitals, without the spaces or dashes a traveller may type or a mail
 * app may add. The code's own letters are read case-insensitively.
 * @example bookingCodeKey(" fb7k-q2m9 xz4r ") // "FB7KQ2M9XZ4R"
 */
export function bookingCodeKey(code: string): string {
  return code
    .normalize("NFKC")
    .replace(/[\s-]+/g, "")
    .toUpperCase();
}

/**
 * A name as it is compared: letters and digits only, without accents or case, so that "Müller",
 * "MULLER", "mul ler" and "O'Brien"/"OBrien" match.
 * @example nameKey(" Zé  Müller-Ó ") // "zemullero"
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Whether `typed` names this passenger for Find my booking. Accepted, each without case, accents,
 * spaces or punctuation: the last name as booked; the last word of the whole name (a Myanmar name
 * has no surname: "Aung Kyaw Min" is found by "Min" however it was split into the two fields); or
 * the whole name, given name first or last.
 * @example nameMatches("min", { firstName: "Aung Kyaw", lastName: "Min" }) // true
 * @example nameMatches("Kyaw Min", { firstName: "Aung", lastName: "Kyaw Min" }) // true
 * @example nameMatches("Min", { firstName: "Aung", lastName: "Kyaw Min" }) // true
 * @example nameMatches("Aung", { firstName: "Aung", lastName: "Kyaw Min" }) // false
 */
export function nameMatches(typed: string, passenger: { firstName: string; lastName: string }): boolean {
  const key = nameKey(typed);
  if (key === "") return false;
  const { firstName, lastName } = passenger;
  const words = `${firstName} ${lastName}`.trim().split(/\s+/);
  const accepted = [lastName, words.at(-1) ?? "", `${firstName}${lastName}`, `${lastName}${firstName}`].map(
    nameKey,
  );
  return accepted.some((candidate) => candidate !== "" && candidate === key);
}

/** The longest booking code and last name the lookup reads (longer is refused as bad input). */
export const LOOKUP_LIMITS = { bookingCode: 40, lastName: 100 } as const;
