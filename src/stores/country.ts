import { persistentAtom } from "@nanostores/persistent";

/** The spec's two country settings; what they change is not shown, so it is only remembered. */
export const countries = ["myanmar", "foreigner"] as const;
export type Country = (typeof countries)[number];

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
