/**
 * Fare families: the named fares a traveller chooses between on one flight (Promotion, Saver,
 * Flex), each grouping booking classes with the same bags and rules. The server's fares dataset
 * (server/flights/datasets/fares.ts, FARE_FAMILIES) says which classes and rules each family has;
 * the codes and their names in both languages live here, as the app and the e-ticket both say them.
 */

/** Family codes, cheapest first, as an offer's `brandedFare` and its id write them. */
export const FARE_FAMILY_CODES = ["PROMOTION", "SAVER", "FLEX"] as const;
export type FareFamilyCode = (typeof FARE_FAMILY_CODES)[number];

/** A family's name in each language of the site. */
export const FARE_FAMILY_NAMES: Readonly<Record<FareFamilyCode, { en: string; my: string }>> = {
  PROMOTION: { en: "Promotion", my: "ပရိုမိုးရှင်း" },
  SAVER: { en: "Saver", my: "ငွေချွေ" },
  FLEX: { en: "Flex", my: "ပြောင်းလွယ်" },
};

/**
 * A family code as an offer or a stored record writes it, in any letter case; null otherwise.
 * @example readFareFamily("flex") // "FLEX"; readFareFamily("BASIC") // null
 */
export function readFareFamily(value: unknown): FareFamilyCode | null {
  const text = typeof value === "string" ? value.trim().toUpperCase() : "";
  return (FARE_FAMILY_CODES as readonly string[]).includes(text) ? (text as FareFamilyCode) : null;
}

/**
 * The name of the family or families bought, one per flight, in a language: each family once,
 * in flight order.
 * @example fareFamilyName(["SAVER", "SAVER"], "en") // "Saver"; fareFamilyName(["PROMOTION", "FLEX"], "my") // "ပရိုမိုးရှင်း · ပြောင်းလွယ်"
 */
export function fareFamilyName(families: readonly FareFamilyCode[], language: "en" | "my"): string {
  return [...new Set(families)].map((code) => FARE_FAMILY_NAMES[code][language]).join(" · ");
}
