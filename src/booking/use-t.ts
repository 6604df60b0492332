import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import type { Locale } from "../i18n/locales.ts";
import { type Translate, translator } from "../i18n/translate.ts";
import { $language } from "../stores/language.ts";

/** The visitor's language; the app's pages have one URL for both, so it follows `$language`. */
export function useLocale(): Locale {
  return useStore($language);
}

/**
 * The translator for the visitor's language; a component re-renders when the language changes.
 * @example const t = useT(); t("app.loading") // "Loading…"
 */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
