import { persistentAtom } from "@nanostores/persistent";
import { type Locale, toLocale } from "../i18n/locales.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** localStorage key of the chosen language; the head script of English pages reads it too. */
export const LANGUAGE_KEY = STORAGE_KEYS.language;

/** The language the visitor chose last (English until they choose). */
export const $language = persistentAtom<Locale>(LANGUAGE_KEY, "en", {
  encode: (locale) => locale,
  decode: toLocale,
});

/** Remembers the visitor's language; the booking app re-renders in place from the store. */
export function setLanguage(locale: Locale): void {
  $language.set(locale);
}
