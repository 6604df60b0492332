import type { UIKey } from "./en.ts";

/** A translator bound to one locale; `{name}` placeholders are filled from `vars`. */
export type Translate = (key: UIKey, vars?: Record<string, string | number>) => string;

type Texts = Partial<Record<UIKey, string>>;

/**
 * A translator over one dictionary; a key it lacks falls back to `fallback` (English), and a key
 * neither has shows itself. It imports no dictionary, so the booking app downloads only the
 * texts of the screens it shows (src/booking/texts.ts).
 * @example translatorFrom({}, { "nav.home": "Home" })("nav.home") // "Home"
 */
export function translatorFrom(dictionary: Texts, fallback: Texts = {}): Translate {
  return (key, vars) => {
    const text = dictionary[key] ?? fallback[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
