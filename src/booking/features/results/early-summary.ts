import { isSearchParams } from "../../../domain/search-params.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { toLocale } from "../../../i18n/locales.ts";
import { translatorFrom } from "../../../i18n/translate-core.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { revealWhenFontReady } from "../../early/font-wait.ts";
import { stripHeight } from "./date-strip-height.ts";
import { EARLY_SUMMARY_ID, summaryText } from "./summary-text.ts";

/**
 * /flights' summary banner drawn by the page itself, before React and the results screen have
 * arrived (a second or more on a slow phone): bundled at build time into an inline script that
 * runs right after the banner's markup (scripts/inline-bundle.ts), so the banner is in the first
 * paint. It reads the stored search as the stores do and words it with the screen's own function
 * and texts (the page carries the few it needs in both languages), and holds the date strip's
 * place below it; the screen's banner and strip replace them in the same frame (SummaryBanner).
 * The list below them is the page's early copy of the screen (early-results.ts).
 */
function showEarlySummary(): void {
  const element = document.getElementById(EARLY_SUMMARY_ID);
  if (!element) return;
  const params = jsonCodec(null, isSearchParams).decode(
    localStorage.getItem(STORAGE_KEYS.searchParams) ?? "",
  );
  if (!params) return;
  const locale = toLocale(localStorage.getItem(STORAGE_KEYS.language));
  const texts = JSON.parse(element.dataset.texts ?? "{}") as Record<string, Partial<Record<UIKey, string>>>;
  const t = translatorFrom(texts[locale] ?? {}, texts.en, locale);
  let form: unknown = null;
  try {
    form = JSON.parse(localStorage.getItem(STORAGE_KEYS.searchForm) ?? "null");
  } catch {
    // A form that does not parse only loses the city names: the codes are shown.
  }
  const { route, facts, modifyHref } = summaryText(params, form, locale, t);
  for (const [name, text] of [
    ["route", route],
    ["facts", facts],
    ["modify", t("results.modify")],
  ]) {
    const part = element.querySelector(`[data-summary=${name}]`);
    if (part) part.textContent = text ?? "";
  }
  element.querySelector("a")?.setAttribute("href", modifyHref);
  // The date strip's place, as the screen holds it until its days arrive.
  const strip = element.querySelector("nav");
  if (strip) {
    strip.setAttribute("aria-label", t("results.dateStrip"));
    strip.className = `mt-4 ${stripHeight(locale)}`;
  }
  element.hidden = false;
  revealWhenFontReady(element, locale, route);
}

try {
  showEarlySummary();
} catch {
  // Storage blocked or unreadable: the screen draws the banner when it arrives.
}
