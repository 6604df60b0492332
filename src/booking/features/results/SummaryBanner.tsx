import type { SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $lastSearchForm } from "../../../stores/last-search.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { summaryText } from "./summary-text.ts";

/**
 * The summary banner (spec): the real route, trip type, cabin, dates and travellers. Before the
 * search is known (the built page, hydrating) it holds its place with the same lines empty, so
 * nothing below it moves when the search is read: the route on one line, the facts on two on a
 * phone (one from 640 px).
 */
export function SummaryBanner({
  params,
  t,
  locale,
}: {
  params: SearchParams | null;
  t: Translate;
  locale: Locale;
}) {
  const form = useStored($lastSearchForm);
  const city = useCityNames(params && !params.legs ? [params.from, params.to] : [], locale);
  const text = params ? summaryText(params, form, locale, t, city) : null;
  return (
    <div className="rounded-2xl bg-brand-700 px-5 py-4 text-white sm:flex sm:items-center sm:justify-between">
      <div className="min-w-0">
        {/* A multi-city route (five airports) wraps on a phone rather than losing its end. */}
        <p
          className={`${params?.legs ? "" : "truncate "}text-lg font-semibold sm:text-xl`}
          data-testid="summary-route"
        >
          {text?.route ?? "\u00a0"}
        </p>
        <p
          className="mt-1 line-clamp-2 min-h-[2lh] text-sm text-brand-100 sm:min-h-0"
          data-testid="summary-facts"
        >
          {text?.facts ?? "\u00a0"}
        </p>
      </div>
      <a
        href={text?.modifyHref ?? (locale === "my" ? "/my/" : "/")}
        className="mt-3 inline-block shrink-0 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:mt-0 sm:ml-4"
      >
        {t("results.modify")}
      </a>
    </div>
  );
}
