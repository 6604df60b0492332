import { persistentAtom } from "@nanostores/persistent";
import type { CountrySetting } from "../domain/fare-type.ts";

/** The spec's two country settings: they choose citizen or foreigner fares on domestic flights. */
export const countries: readonly CountrySetting[] = ["myanmar", "foreigner"];
export type Country = CountrySetting;

const toCountry = (value: string): Country => (value === "foreigner" ? "foreigner" : "myanmar");

/** The visitor's country setting, kept under localStorage key `country`. */
export const $country = persistentAtom<Country>("country", "myanmar", {
  encode: (country) => country,
  decode: toCountry,
});

/** Chooses the country setting. */
export function setCountry(value: string): void {
  $country.set(toCountry(value));
}
