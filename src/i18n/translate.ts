import { en, type UIKey } from "./en.ts";
import type { Locale } from "./locales.ts";
import { my } from "./my.ts";

const dictionaries: Record<Locale, Partial<Record<UIKey, string>>> = { en, my };

/** A translator bound to one locale; `{name}` placeholders are filled from `vars`. */
export type Translate = (key: UIKey, vars?: Record<string, string | number>) => string;

/**
 * Returns the translator for a locale; a key missing in Myanmar falls back to English.
 * @example translator("my")("nav.home") // "ပင်မ"
 * @example translator("en")("carousel.goTo", { n: 2 }) // "Go to slide 2"
 */
export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, vars) => {
    const text = dictionary[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

/**
 * Picks the strings an island needs, so it gets a small object rather than the dictionary.
 * @example pick(t, ["contact.name", "contact.email"]) // { "contact.name": "Name", ... }
 */
export function pick<K extends UIKey>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
