import type { UIKey } from "./en.ts";
import type { Locale } from "./locales.ts";
import { type Translate, translator } from "./translate.ts";

/**
 * A translator that records the keys it is asked for, for tests of the texts a screen shows.
 * @example const { t, used } = recordingTranslator(); t("app.loading"); used.has("app.loading") // true
 */
export function recordingTranslator(locale: Locale = "en"): { t: Translate; used: Set<UIKey> } {
  const used = new Set<UIKey>();
  const base = translator(locale);
  return {
    used,
    t: (key, vars) => {
      used.add(key);
      return base(key, vars);
    },
  };
}
