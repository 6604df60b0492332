import { useStore } from "@nanostores/react";
import { useLayoutEffect } from "react";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $lastSearchForm } from "../../../stores/last-search.ts";
import { EARLY_SUMMARY_ID, summaryText } from "./summary-text.ts";

/** The summary banner (spec): the real route, trip type, cabin, dates and travellers. */
export function SummaryBanner({ params, t, locale }: { params: SearchParams; t: Translate; locale: Locale }) {
  const form = useStore($lastSearchForm);
  const { route, facts, modifyHref } = summaryText(params, form, locale, t);
  // The page drew this banner before the app's code arrived (early-summary.ts): it now takes
  // its place in the same frame.
  useLayoutEffect(() => document.getElementById(EARLY_SUMMARY_ID)?.remove(), []);
  return (
    <div className="rounded-2xl bg-brand-700 px-5 py-4 text-white sm:flex sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold sm:text-xl" data-testid="summary-route">
          {route}
        </p>
        <p className="mt-1 text-sm text-brand-100" data-testid="summary-facts">
          {facts}
        </p>
      </div>
      <a
        href={modifyHref}
        className="mt-3 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:mt-0"
      >
        {t("results.modify")}
      </a>
    </div>
  );
}
