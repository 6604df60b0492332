import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useMemo } from "react";
import type { UIKey } from "../i18n/en.ts";
import type { Locale } from "../i18n/locales.ts";
import { type Translate, translatorFrom } from "../i18n/translate-core.ts";
import { $language } from "../stores/language.ts";

/**
 * The Myanmar dictionary, downloaded only when Myanmar is chosen (English is built in and is
 * every key's fallback): an English visitor never pays for the Myanmar texts.
 */
const $myanmarTexts = atom<Partial<Record<UIKey, string>> | null>(null);
let loading: Promise<void> | null = null;

/** Starts (once) downloading the Myanmar dictionary. */
export function loadMyanmarTexts(): Promise<void> {
  loading ??= import("../i18n/my.ts")
    .then(({ my }) => $myanmarTexts.set(my))
    .catch(() => {
      // Offline: English (every key's fallback) rather than a page that waits for ever.
      $myanmarTexts.set({});
      loading = null;
    });
  return loading;
}

$language.subscribe((locale) => {
  if (locale === "my") loadMyanmarTexts();
});

/** The visitor's language; the app's pages have one URL for both, so it follows `$language`. */
export function useLocale(): Locale {
  return useStore($language);
}

/** False while Myanmar is chosen and its dictionary is still on its way (the app then waits). */
export function useTextsReady(): boolean {
  const locale = useLocale();
  const myanmar = useStore($myanmarTexts);
  return locale === "en" || myanmar !== null;
}

/**
 * The translator for the visitor's language; a component re-renders when the language changes.
 * @example const t = useT(); t("app.loading") // "Loading…"
 */
export function useT(): Translate {
  const locale = useLocale();
  const myanmar = useStore($myanmarTexts);
  return useMemo(() => translatorFrom(locale === "my" && myanmar ? myanmar : {}), [locale, myanmar]);
}
