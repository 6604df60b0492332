import { createContext, useContext } from "react";
import { bookingEn } from "../i18n/en/booking.ts";
import type { Locale } from "../i18n/locales.ts";
import { type Translate, translatorFrom } from "../i18n/translate-core.ts";

/** The page's language and its translator over the texts the open screen has loaded. */
export interface ShownTexts {
  locale: Locale;
  t: Translate;
}

/** Provided around each screen once its texts have come (App.tsx). */
export const TextsContext = createContext<ShownTexts>({ locale: "en", t: translatorFrom(bookingEn) });

/** The page's language (its address: `/my/...` is Myanmar). */
export function useLocale(): Locale {
  return useContext(TextsContext).locale;
}

/**
 * The translator for the page's language.
 * @example const t = useT(); t("app.loading") // "Loading…"
 */
export function useT(): Translate {
  return useContext(TextsContext).t;
}
