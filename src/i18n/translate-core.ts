import { en, type UIKey } from "./en.ts";

/** A translator bound to one locale; `{name}` placeholders are filled from `vars`. */
export type Translate = (key: UIKey, vars?: Record<string, string | number>) => string;

/**
 * A translator over one dictionary; a key it lacks falls back to English. The booking app uses it
 * directly so that the Myanmar dictionary is downloaded only by visitors who read Myanmar.
 * @example translatorFrom({})("nav.home") // "Home"
 */
export function translatorFrom(dictionary: Partial<Record<UIKey, string>>): Translate {
  return (key, vars) => {
    const text = dictionary[key] ?? en[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
