import { useStore } from "@nanostores/react";
import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import { bookingEn } from "../i18n/en/booking.ts";
import type { Locale } from "../i18n/locales.ts";
import { type Translate, translatorFrom } from "../i18n/translate-core.ts";
import { $texts, type Part, textsReady } from "./texts.ts";

/** The language the app shows and its translator; App provides it once the texts are there. */
export interface ShownTexts {
  locale: Locale;
  t: Translate;
}

export const TextsContext = createContext<ShownTexts>({ locale: "en", t: translatorFrom(bookingEn) });

/**
 * The language the app shows for a screen needing `parts`: the chosen one once its texts have
 * arrived (or failed: English), until then the one shown before, so a language switch re-renders
 * the open screen once, with every text. Null when nothing can be shown yet (a first Myanmar load).
 */
export function useShownTexts(chosen: Locale, parts: readonly Part[]): ShownTexts | null {
  const state = useStore($texts);
  const before = useRef<Locale | null>(null);
  const shown = textsReady(state, chosen, parts)
    ? chosen
    : before.current && textsReady(state, before.current, parts)
      ? before.current
      : null;
  useEffect(() => {
    if (shown) before.current = shown;
  }, [shown]);
  return useMemo(
    () =>
      shown && {
        locale: shown,
        t: translatorFrom(state.texts[shown], shown === "en" ? {} : state.texts.en, shown),
      },
    [shown, state],
  );
}

/** The language the open screen shows (the app's pages have one URL for both languages). */
export function useLocale(): Locale {
  return useContext(TextsContext).locale;
}

/**
 * The translator for the language the open screen shows; a component re-renders when it changes.
 * @example const t = useT(); t("app.loading") // "Loading…"
 */
export function useT(): Translate {
  return useContext(TextsContext).t;
}
