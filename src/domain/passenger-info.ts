import { isValidEmail, isValidPhone } from "./account-rules.ts";
import { filled } from "./contact-info.ts";
import { isCountryCode } from "./countries.ts";
import { ageOn, isIsoDate, parseDayMonthYear } from "./dates.ts";
import { isValidNrc } from "./nrc.ts";
import { isPassportNumber } from "./passport.ts";
import { type RuleFailure, ruleFailure } from "./rule-messages.ts";
import type { TravelType } from "./search-params.ts";
import { isLatinName } from "./text-rules.ts";

/** Who a passenger is: adults 12+, children 2-11, infants under 2 on an adult's lap. */
export type PassengerKind = "Adult" | "Child" | "Infant";

/** How many of each a booking carries (infants on lap: none when not said). */
export interface PartyCounts {
  adults: number;
  children: number;
  infants?: number;
}

/**
 * Numbers up to the adult count are adults, then children (spec section 5), then infants on lap
 * (issue 48: the spec counts infants but does not send them); numbers start at 1.
 * @example passengerKind(3, { adults: 2, children: 1 }) // "Child"
 * @example passengerKind(4, { adults: 2, children: 1, infants: 1 }) // "Infant"
 */
export function passengerKind(passengerNumber: number, party: PartyCounts): PassengerKind {
  if (passengerNumber <= party.adults) return "Adult";
  return passengerNumber <= party.adults + party.children ? "Child" : "Infant";
}

/**
 * The adult whose lap an infant sits on (their passenger number): infant 1 on adult 1's, and so
 * on; null for anyone not an infant.
 * @example lapOf(4, { adults: 2, children: 1, infants: 1 }) // 1
 */
export function lapOf(passengerNumber: number, party: PartyCounts): number | null {
  if (passengerKind(passengerNumber, party) !== "Infant") return null;
  return passengerNumber - party.adults - party.children;
}

/** One traveller's details (spec section 3); the app keys them by passenger number. */
export interface PassengerInfo {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: string;
  /** An ISO 3166-1 alpha-2 code (src/domain/countries.ts), as `countryOfPassport`. */
  nationality: string;
  /** YYYY-MM-DD in the payload; the form may hold day/month/year. */
  dateOfBirth: string;
  passportNumber?: string;
  passportExpiry?: string;
  nrcNumber?: string;
  countryOfPassport?: string;
}

export const CHILD_MAX_AGE = 11;
/** Spec section 5: adults are 12 and older, children 2 to 11 (infants, under 2, travel on a lap). */
export const ADULT_MIN_AGE = 12;
export const CHILD_MIN_AGE = 2;
/** An infant on lap is younger than this on the day of the last flight (else they need a seat). */
export const INFANT_AGE_LIMIT = 2;

export const PASSENGER_FIELDS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "email",
  "gender",
  "nationality",
  "dateOfBirth",
] as const satisfies ReadonlyArray<keyof PassengerInfo>;

/** What an infant on lap gives: no phone or e-mail of their own (the adult's contact serves). */
export const INFANT_FIELDS = [
  "firstName",
  "lastName",
  "gender",
  "nationality",
  "dateOfBirth",
] as const satisfies ReadonlyArray<keyof PassengerInfo>;

export const PASSPORT_FIELDS = [
  "passportNumber",
  "passportExpiry",
  "countryOfPassport",
] as const satisfies ReadonlyArray<keyof PassengerInfo>;

/**
 * The identity document an adult on a domestic trip needs: an NRC, a passport, or either (the
 * fare decides; abroad it is always the passport).
 */
export type IdDocument = "nrc" | "passport" | "either";

/**
 * What the rules need to know about the trip. `today` is the traveller's date (YYYY-MM-DD);
 * `departureDate`, when known, is the day a child's age is counted on (docs/spec-deviations.md).
 */
export interface PassengerRuleContext extends PartyCounts {
  travelType: TravelType;
  today: string;
  /** The first flight's day (YYYY-MM-DD): ages count on it. */
  departureDate?: string;
  /** The last flight's day (YYYY-MM-DD): an infant must still be under 2 on it. */
  lastFlightDate?: string;
  /** The last flight's arrival day (YYYY-MM-DD): a passport must still be valid on it. */
  lastTravelDate?: string;
  /** What each adult on a domestic trip must show; "either" when not given. */
  requiredDocument?: IdDocument;
}

/**
 * The fields a passenger must fill (spec section 5): the passport's too for an adult abroad, or
 * at home when their fare asks for a passport or they have begun to give one (an adult's
 * passport is given whole; a child's fields stay as the spec has them). An infant on lap gives
 * no phone or e-mail, and needs a passport abroad as an adult does; at home, like a child, no
 * identity document (a domestic fare's document is the adults'), and a passport begun is given
 * whole. The rules check them and the passenger form marks them.
 */
export function requiredPassengerFields(
  kind: PassengerKind,
  travelType: TravelType,
  requiredDocument: IdDocument = "either",
  given: { passportNumber?: unknown } = {},
): ReadonlyArray<keyof PassengerInfo> {
  if (kind === "Infant")
    return travelType === 2 || filled(given.passportNumber)
      ? [...INFANT_FIELDS, ...PASSPORT_FIELDS]
      : INFANT_FIELDS;
  const passport =
    kind === "Adult" && (travelType === 2 || requiredDocument === "passport" || filled(given.passportNumber));
  return passport ? [...PASSENGER_FIELDS, ...PASSPORT_FIELDS] : PASSENGER_FIELDS;
}

type PassengerInput = Partial<Record<keyof PassengerInfo, unknown>> | null | undefined;

/**
 * Spec section 5 passenger rules with the section 8 messages, first failure only: at least one
 * passenger, one per traveller (infants on lap included), required fields (passport fields for
 * adults and infants abroad), a child's age at most 11, an infant under 2, passport expiry not past.
 * @example validatePassengers([], ctx)?.message // "Please add passenger information"
 * @returns null when the passengers may be sent.
 */
export function validatePassengers(
  passengers: ReadonlyArray<PassengerInput> | null | undefined,
  ctx: PassengerRuleContext,
): RuleFailure | null {
  const list = passengers ?? [];
  if (list.length === 0) return ruleFailure("passengers.none", "passengerInfo");
  const total = ctx.adults + ctx.children + (ctx.infants ?? 0);
  if (list.length !== total) return ruleFailure("passengers.count", "passengerInfo", { total });
  for (const [index, passenger] of list.entries()) {
    const failure = validatePassenger(passenger ?? {}, index + 1, ctx);
    if (failure) return failure;
  }
  return null;
}

/**
 * The first rule passenger `n` breaks on their own (required fields, Latin names, nationality,
 * birth date, e-mail and phone (an infant's only when given), an adult's, a child's or an
 * infant's age, the identity document a domestic adult needs, NRC, passport number, country and
 * expiry), or null: the ticket form checks a passenger with it when they are saved.
 */
export function validatePassenger(
  p: NonNullable<PassengerInput>,
  n: number,
  ctx: PassengerRuleContext,
): RuleFailure | null {
  const kind = passengerKind(n, ctx);
  const field = (name: string) => `passengerInfo.${n - 1}.${name}`;
  const required = requiredPassengerFields(kind, ctx.travelType, ctx.requiredDocument, p);
  const missing = required.filter((key) => !filled(p[key]));
  if (missing.length > 0) {
    // Only the passport is missing, and the fare asks for one: say so, as for the NRC.
    const passportOnly = missing.every((key) => (PASSPORT_FIELDS as readonly string[]).includes(key));
    if (
      passportOnly &&
      ctx.travelType === 1 &&
      ctx.requiredDocument === "passport" &&
      !filled(p.passportNumber)
    )
      return ruleFailure("passenger.passportRequired", field("passportNumber"), { kind, n });
    return ruleFailure("passenger.missing", field(missing[0] ?? ""), { kind, n, fields: missing });
  }
  for (const name of ["firstName", "lastName"] as const)
    if (!isLatinName(String(p[name]))) return ruleFailure("passenger.nameLatin", field(name), { kind, n });
  if (!isCountryCode(p.nationality))
    return ruleFailure("passenger.nationality", field("nationality"), { kind, n });
  const birth = parseDayMonthYear(String(p.dateOfBirth));
  if (!birth || birth > ctx.today)
    return ruleFailure("passenger.birthDate", field("dateOfBirth"), { kind, n });
  // An infant has no phone or e-mail of their own: checked only when given.
  const own = kind !== "Infant";
  if ((own || filled(p.email)) && !isValidEmail(String(p.email).trim()))
    return ruleFailure("passenger.email", field("email"), { kind, n });
  if ((own || filled(p.phoneNumber)) && !isValidPhone(String(p.phoneNumber)))
    return ruleFailure("passenger.phone", field("phoneNumber"), { kind, n });
  const age = ageOn(birth, ctx.departureDate ?? ctx.today);
  if (kind === "Adult" && age < ADULT_MIN_AGE)
    return ruleFailure("passenger.adultAge", field("dateOfBirth"), { n, min: ADULT_MIN_AGE });
  if (kind === "Child" && age > CHILD_MAX_AGE)
    return ruleFailure("passenger.childAge", field("dateOfBirth"), { n, max: CHILD_MAX_AGE });
  if (kind === "Child" && age < CHILD_MIN_AGE)
    return ruleFailure("passenger.childYoung", field("dateOfBirth"), { n, min: CHILD_MIN_AGE });
  const lastFlight = ctx.lastFlightDate ?? ctx.lastTravelDate ?? ctx.departureDate ?? ctx.today;
  if (kind === "Infant" && ageOn(birth, lastFlight) >= INFANT_AGE_LIMIT)
    return ruleFailure("passenger.infantAge", field("dateOfBirth"), { n, max: INFANT_AGE_LIMIT });
  const document = kind === "Adult" && ctx.travelType === 1 ? documentFailure(p, ctx.requiredDocument) : null;
  if (document) return ruleFailure(document, field("nrcNumber"), { kind, n });
  if (filled(p.nrcNumber) && !isValidNrc(String(p.nrcNumber)))
    return ruleFailure("passenger.nrc", field("nrcNumber"), { kind, n });
  return passportFailure(p, ctx, (code, name) => ruleFailure(code, field(name), { kind, n }));
}

/** The rule a domestic adult's identity document breaks (the passport's fields are required fields). */
function documentFailure(p: NonNullable<PassengerInput>, required: IdDocument = "either") {
  if (required === "nrc" && !filled(p.nrcNumber)) return "passenger.nrcRequired" as const;
  if (required === "either" && !filled(p.nrcNumber) && !filled(p.passportNumber))
    return "passenger.idDocument" as const;
  return null;
}

/** The first rule a given passport breaks: its number, country and expiry. */
function passportFailure(
  p: NonNullable<PassengerInput>,
  ctx: PassengerRuleContext,
  fail: (code: RuleFailure["code"], field: keyof PassengerInfo) => RuleFailure,
): RuleFailure | null {
  if (filled(p.passportNumber) && !isPassportNumber(String(p.passportNumber)))
    return fail("passenger.passportNumber", "passportNumber");
  if (filled(p.countryOfPassport) && !isCountryCode(p.countryOfPassport))
    return fail("passenger.countryOfPassport", "countryOfPassport");
  if (!filled(p.passportExpiry)) return null;
  const expiry = String(p.passportExpiry).trim();
  if (!isIsoDate(expiry)) return fail("passenger.passportExpiryFormat", "passportExpiry");
  if (expiry < ctx.today) return fail("passenger.passportExpired", "passportExpiry");
  if (ctx.lastTravelDate && expiry < ctx.lastTravelDate)
    return fail("passenger.passportBeforeTravel", "passportExpiry");
  return null;
}
