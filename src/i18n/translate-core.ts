import { toMyanmarDigits } from "../domain/myanmar-digits.ts";
import type { UIKey } from "./en.ts";
import type { Locale } from "./locales.ts";

/** A translator bound to one locale; `{name}` placeholders are filled from `vars`. */
export type Translate = (key: UIKey, vars?: Record<string, string | number>) => string;

type Texts = Partial<Record<UIKey, string>>;

/**
 * A translator over one dictionary; a key it lacks falls back to `fallback` (English), and a key
 * neither has shows itself. It imports no dictionary, so the booking app downloads only the
 * texts of the screens it shows (src/booking/texts.ts).
 *
 * `locale` is the dictionary's language: in Myanmar a number-typed value is written in Myanmar
 * digits ("ခရီးစဉ် ၁၂ ခု"); strings (prices, codes, dates already formatted) are filled in as
 * they are, and a text taken from the English fallback keeps Latin digits.
 * @example translatorFrom({}, { "nav.home": "Home" })("nav.home") // "Home"
 * @example translatorFrom(my, en, "my")("results.heading", { n: 12 }) // "ရှာဖွေတွေ့ရှိသော ခရီးစဉ် ၁၂ ခု"
 */
export function translatorFrom(dictionary: Texts, fallback: Texts = {}, locale: Locale = "en"): Translate {
  return (key, vars) => {
    const own = dictionary[key];
    const text = own ?? fallback[key] ?? key;
    if (!vars) return text;
    const myanmar = locale === "my" && own !== undefined;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in vars)) return whole;
      const value = vars[name];
      return typeof value === "number" && myanmar ? toMyanmarDigits(String(value)) : String(value);
    });
  };
}
