import { en, type UIKey } from "./en.ts";
import type { Locale } from "./locales.ts";
import { my } from "./my.ts";
import { type Translate, translatorFrom } from "./translate-core.ts";

const dictionaries: Record<Locale, Partial<Record<UIKey, string>>> = { en, my };

export type { Translate } from "./translate-core.ts";

/**
 * Returns the translator for a locale; a key missing in Myanmar falls back to English.
 * @example translator("my")("nav.home") // "ပင်မ"
 * @example translator("en")("carousel.goTo", { n: 2 }) // "Go to slide 2"
 */
export function translator(locale: Locale): Translate {
  return translatorFrom(dictionaries[locale], en, locale);
}

/**
 * Picks the strings an island needs, so it gets a small object rather than the dictionary.
 * @example pick(t, ["contact.name", "contact.email"]) // { "contact.name": "Name", ... }
 */
export function pick<K extends UIKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
