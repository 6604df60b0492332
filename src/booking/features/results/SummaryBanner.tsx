import { useStore } from "@nanostores/react";
import { searchDate } from "../../../domain/dates.ts";
import type { AirportChoice } from "../../../domain/search-form.ts";
import { cabinCode, type SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $lastSearchForm } from "../../../stores/last-search.ts";
import { HOME_PATH } from "../../paths.ts";

/** A code with its city when the search panel chose it ("Yangon (RGN)"), else the code. */
function place(code: string, form: unknown, locale: Locale): string {
  const { from, to } = (form ?? {}) as { from?: AirportChoice; to?: AirportChoice };
  const found = [from, to].find((a) => a?.iataCode === code);
  if (!found) return code;
  return `${locale === "my" ? found.cityMy : found.city} (${code})`;
}

/** The summary banner (spec): the real route, trip type, cabin, dates and travellers. */
export function SummaryBanner({ params, t, locale }: { params: SearchParams; t: Translate; locale: Locale }) {
  const form = useStore($lastSearchForm);
  const cabin = cabinCode(String(params.travelClass)) ?? "Y";
  const dates = [params.departureDate, params.returnDate]
    .filter((d): d is string => Boolean(d))
    .map((date) => searchDate(date, locale));
  const travellers = params.adults + params.children + (params.infants ?? 0);
  return (
    <div className="rounded-2xl bg-brand-700 px-5 py-4 text-white sm:flex sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold sm:text-xl" data-testid="summary-route">
          {t("results.summary", {
            from: place(params.from, form, locale),
            to: place(params.to, form, locale),
          })}
        </p>
        <p className="mt-1 text-sm text-brand-100" data-testid="summary-facts">
          {[
            params.returnDate ? t("results.roundTrip") : t("results.oneWay"),
            t(`cabin.${cabin}`),
            dates.join(" - "),
            t("results.passengers", { n: travellers }),
          ].join(" · ")}
        </p>
      </div>
      <a
        href={locale === "my" ? "/my/" : HOME_PATH}
        className="mt-3 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:mt-0"
      >
        {t("results.modify")}
      </a>
    </div>
  );
}
