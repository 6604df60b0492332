/**
 * Fare rules. A cabin's seats are split into buckets sold cheapest first; a booking for N
 * travellers takes the cheapest bucket that still holds N seats, so prices rise as seats sell.
 * Prices also rise as departure nears, and move with the day of departure (weekday and season,
 * see DATE_LEVELS below). All amounts are US cents.
 */
import type { FareFamilyCode } from "../../../src/domain/fare-family.ts";
import type { CabinCode } from "../../../src/domain/search-params.ts";

export const FARES_VERSION = "2026-12-02";

export interface FareBucket {
  /** Booking class letter, also the first letter of the fare basis. */
  letter: string;
  /** Share of the cabin's seats, in percent. */
  share: number;
  /** Price in percent of the cabin's base fare. */
  level: number;
}

export const BUCKETS: Record<CabinCode, FareBucket[]> = {
  Y: [
    { letter: "V", share: 25, level: 100 },
    { letter: "L", share: 20, level: 120 },
    { letter: "M", share: 20, level: 145 },
    { letter: "B", share: 15, level: 175 },
    { letter: "Y", share: 20, level: 220 },
  ],
  W: [
    { letter: "E", share: 50, level: 100 },
    { letter: "W", share: 50, level: 130 },
  ],
  J: [
    { letter: "D", share: 50, level: 100 },
    { letter: "J", share: 50, level: 135 },
  ],
  F: [
    { letter: "A", share: 50, level: 100 },
    { letter: "F", share: 50, level: 130 },
  ],
};

/**
 * A fare family: the name a traveller chooses (Promotion, Saver, Flex; names in both languages in
 * src/domain/fare-family.ts) for one or more booking classes next to each other in BUCKETS, with
 * the bags and rules they share. A family is on sale on a flight while one of its classes still
 * holds the party; its price is its cheapest such class. Fees are US cents per traveller and flight.
 */
export interface FareFamily {
  code: FareFamilyCode;
  /** Booking class letters, cheapest first, in BUCKETS order. */
  classes: readonly string[];
  /** Checked bags: none, or the carrier's allowance for the cabin plus this many kg. */
  bags: { kind: "none" } | { kind: "allowance"; extraKg: number };
  /** What a refund costs; null: the fare is not refundable. */
  refundFee: number | null;
  /** What a date change costs. */
  changeFee: number;
  /**
   * A missed flight (no-show): null forfeits the fare (nothing back, no change); a number is the
   * fee charged, after which the refund and change rules above apply.
   */
  noShowFee: number | null;
}

/** Each cabin's families, cheapest first; together they hold every class of BUCKETS once. */
export const FARE_FAMILIES: Record<CabinCode, FareFamily[]> = {
  Y: [
    // Promotion: the cheapest quarter of the cabin, hand baggage only, as low-cost and promo fares
    // are sold; no refund, a change costs $50, a no-show loses the ticket.
    {
      code: "PROMOTION",
      classes: ["V"],
      bags: { kind: "none" },
      refundFee: null,
      changeFee: 5_000,
      noShowFee: null,
    },
    // Saver: the carrier's checked allowance; refund and change for a fee; a no-show loses it.
    {
      code: "SAVER",
      classes: ["L", "M"],
      bags: { kind: "allowance", extraKg: 0 },
      refundFee: 5_000,
      changeFee: 2_500,
      noShowFee: null,
    },
    // Flex: 10 kg more than the allowance, free changes and refunds, $25 for a no-show.
    {
      code: "FLEX",
      classes: ["B", "Y"],
      bags: { kind: "allowance", extraKg: 10 },
      refundFee: 0,
      changeFee: 0,
      noShowFee: 2_500,
    },
  ],
  W: [
    {
      code: "SAVER",
      classes: ["E"],
      bags: { kind: "allowance", extraKg: 0 },
      refundFee: 5_000,
      changeFee: 2_500,
      noShowFee: null,
    },
    {
      code: "FLEX",
      classes: ["W"],
      bags: { kind: "allowance", extraKg: 10 },
      refundFee: 0,
      changeFee: 0,
      noShowFee: 2_500,
    },
  ],
  // Business: a Saver with a refund fee and free changes, and a Flex with everything free.
  J: [
    {
      code: "SAVER",
      classes: ["D"],
      bags: { kind: "allowance", extraKg: 0 },
      refundFee: 7_500,
      changeFee: 0,
      noShowFee: 7_500,
    },
    {
      code: "FLEX",
      classes: ["J"],
      bags: { kind: "allowance", extraKg: 10 },
      refundFee: 0,
      changeFee: 0,
      noShowFee: 0,
    },
  ],
  // First: one family, fully flexible, whatever its class.
  F: [
    {
      code: "FLEX",
      classes: ["A", "F"],
      bags: { kind: "allowance", extraKg: 0 },
      refundFee: 0,
      changeFee: 0,
      noShowFee: 0,
    },
  ],
};

/** Cabin fare in percent of economy. */
export const CABIN_LEVEL: Record<CabinCode, number> = { Y: 100, W: 160, J: 300, F: 500 };

/** Advance purchase: at least `minDays` before departure costs `level` percent; code goes in the fare basis. */
export const ADVANCE_PURCHASE = [
  { minDays: 60, level: 100, code: "60" },
  { minDays: 30, level: 105, code: "30" },
  { minDays: 14, level: 112, code: "14" },
  { minDays: 7, level: 125, code: "07" },
  { minDays: 3, level: 140, code: "03" },
  { minDays: 0, level: 160, code: "00" },
] as const;

/** Economy reference fare: a fixed part plus a part per block minute. */
export const REFERENCE_FARE = {
  domestic: { fixed: 4_000, perMinute: 100 },
  international: { fixed: 6_000, perMinute: 90 },
};

/**
 * A published connection (schedule CONNECTIONS) sells at one through fare: this percent of what
 * the carrier charges for the market's nonstop reference fare. Domestic carriers charge a city
 * pair about the same whatever the routing; abroad, a connection is discounted to compete with
 * the nonstop flights.
 */
export const THROUGH_FARE_LEVEL = { domestic: 95, international: 75 };

/**
 * Citizen (local) fares on domestic flights, by carrier, in percent of the foreigner fare. The
 * fares above are the foreigner level: the fare anyone may buy, and what a search that names no
 * fare type answers. Myanmar's domestic carriers sell a cheaper local fare to Myanmar citizens
 * (Mann Yadanarpon: "Local fare is only valid for Myanmar Citizen (NRC card holders)"; Golden
 * Myanmar keeps some booking classes for foreigners). In 2017 Yangon-Bagan cost a foreigner
 * US$100-110 and a citizen MK67,000-81,600 (about US$49-60 at MK1,360 to the dollar): a local
 * fare of 50-60% of the foreigner fare. Taxes and the fuel surcharge are the same for both.
 * A carrier not listed sells one fare to everyone; international flights always do.
 */
export const CITIZEN_LEVEL: Readonly<Record<string, number>> = {
  // Myanmar National Airlines, the state carrier: the widest gap, as on its published local fares.
  UB: 55,
  // Air KBZ.
  K7: 60,
  // Mann Yadanarpon Airlines.
  "7Y": 55,
  // Myanmar Airways International on its few domestic flights: a full-service carrier, less local.
  "8M": 60,
};

/** Children (2-11) pay this share of the adult base fare; taxes are the same. */
export const CHILD_LEVEL = 75;

/**
 * Infants (under 2 on the day of the last flight) travel on an adult's lap, one per adult, and
 * take no seat. As Myanmar Airways International charges them, an infant pays this share of the
 * adult base fare, plus taxes: the departure taxes, which airports levy on every passenger, but
 * not the carrier's fuel surcharge (INFANT_EXEMPT_TAXES), which is charged per seat.
 */
export const INFANT_LEVEL = 10;

/** The taxes an infant on lap does not pay (see INFANT_LEVEL): the fuel surcharge, per seat. */
export const INFANT_EXEMPT_TAXES: readonly string[] = ["YQ"];

/**
 * An infant on lap's checked baggage allowance: none of their own, as on most carriers' infant
 * fares (the baby's pushchair travels free, outside the allowance).
 */
export const INFANT_BAGS_KG = 0;

/** Departure taxes by country of the departing airport: [code, domestic, international]. */
export const DEPARTURE_TAX: Record<string, [string, number, number]> = {
  MM: ["MM", 500, 2_500],
  TH: ["E7", 700, 2_200],
  SG: ["SG", 0, 4_000],
  MY: ["MY", 0, 2_000],
  VN: ["VN", 0, 1_800],
  CN: ["CN", 0, 1_400],
  KR: ["BP", 0, 2_300],
  JP: ["SW", 0, 2_100],
  IN: ["IN", 0, 1_600],
  AE: ["AE", 0, 2_100],
  KH: ["KH", 0, 2_500],
};

/** Carrier fuel surcharge (YQ) per traveller: cents per started hour of block time. */
export const FUEL_PER_HOUR = 800;

/** The last ticketing date is this many days after the search, or the departure date if sooner. */
export const TICKETING_DAYS = 3;

/**
 * Fares by the flight's scheduled departure date (local at its airport; a flight operations
 * moved keeps its date's fare), as Myanmar's carriers price demand. A date's level is its weekday's level times the level of the dearest season it falls
 * in (100 outside every season), in percent of the fare; see server/flights/fare-calendar.ts.
 */
export const DATE_LEVELS: {
  /** ISO weekday (1 Monday ... 7 Sunday) to percent. */
  weekdays: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>;
  /** Yearly seasons, `MM-DD` to `MM-DD` both included; one whose end comes first wraps the new year. */
  seasons: ReadonlyArray<{ name: string; from: string; to: string; level: number }>;
} = {
  weekdays: {
    // Monday: the working week starts; business travellers fly out, at the plain fare.
    1: 100,
    // Tuesday and Wednesday: the quietest days, sold below the plain fare to fill seats.
    2: 93,
    3: 95,
    // Thursday: the weekend's first travellers.
    4: 102,
    // Friday: the dearest day, with weekend trips home and to Bagan, Inle and Ngapali.
    5: 110,
    // Saturday: leisure travellers already left on Friday.
    6: 98,
    // Sunday: everyone flies back for Monday.
    7: 107,
  },
  seasons: [
    // Thingyan, the water festival and Myanmar New Year: public holidays around 13-17 April;
    // families fly home days before and back after, and the whole country travels.
    { name: "Thingyan", from: "04-10", to: "04-20", level: 135 },
    // Christmas and the New Year, through Independence Day (4 January): the high season of
    // visitors from abroad, and of Myanmar families abroad coming home.
    { name: "Christmas and New Year", from: "12-20", to: "01-05", level: 120 },
    // The basic-education schools' hot-season break: exams end by mid-March and schools open
    // again at the start of June, so families travel in between.
    { name: "School holidays", from: "03-15", to: "05-31", level: 110 },
    // Thadingyut and Tazaungdaing (October and November full moons) follow the lunar Myanmar
    // calendar and move every year: they are left out rather than kept as guessed dates.
  ],
};
