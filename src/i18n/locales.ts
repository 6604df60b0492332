/** The site's languages; English is the default and has no URL prefix. */
export const locales = ["en", "my"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The value of `<html lang>` and `hreflang` for each locale. */
export const htmlLang: Record<Locale, string> = { en: "en", my: "my" };

/**
 * Narrows any string to a locale, defaulting to English.
 * @example toLocale("my") // "my"
 * @example toLocale(undefined) // "en"
 */
export function toLocale(value: string | undefined | null): Locale {
  return value === "my" ? "my" : "en";
}
