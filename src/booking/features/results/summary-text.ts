import { searchDate } from "../../../domain/dates.ts";
import type { AirportChoice } from "../../../domain/search-form.ts";
import { cabinCode, type SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { HOME_PATH } from "../../../routes.ts";
import { multiCitySummary } from "./multi-city-summary.ts";

/** A code with its city when the search panel chose it ("Yangon (RGN)"), else the code. */
function place(code: string, form: unknown, locale: Locale): string {
  const { from, to } = (form ?? {}) as { from?: AirportChoice; to?: AirportChoice };
  const found = [from, to].find((a) => a?.iataCode === code);
  if (!found) return code;
  return `${locale === "my" ? found.cityMy : found.city} (${code})`;
}

/**
 * The summary banner's texts (spec): the route, then trip type, cabin, dates and travellers.
 * `form` is the search panel's last form (city names), when there is one.
 * @example summaryText(params, null, "en", t) // { route: "RGN to MDL", facts: "One way · Economy · …" }
 */
export function summaryText(params: SearchParams, form: unknown, locale: Locale, t: Translate) {
  if (params.legs) return multiCitySummary(params, params.legs, locale, t);
  const cabin = cabinCode(String(params.travelClass)) ?? "Y";
  const dates = [params.departureDate, params.returnDate]
    .filter((d): d is string => Boolean(d))
    .map((date) => searchDate(date, locale));
  const travellers = params.adults + params.children + (params.infants ?? 0);
  return {
    route: t("results.summary", {
      from: place(params.from, form, locale),
      to: place(params.to, form, locale),
    }),
    facts: [
      params.returnDate ? t("results.roundTrip") : t("results.oneWay"),
      t(`cabin.${cabin}`),
      dates.join(" - "),
      t("results.passengers", { n: travellers }),
    ].join(" · "),
    modifyHref: locale === "my" ? "/my/" : HOME_PATH,
  };
}
