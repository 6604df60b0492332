import { searchDate } from "../../../domain/dates.ts";
import type { AirportChoice } from "../../../domain/search-form.ts";
import { cabinCode, type SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { HOME_PATH } from "../../../routes.ts";
import { multiCitySummary } from "./multi-city-summary.ts";

/**
 * A code with its city when the search panel chose it or `city` knows it ("Yangon (RGN)"); a
 * city or old name a link carried ("Rangoon") as its city ("Yangon"); else as it is.
 */
function place(code: string, form: unknown, locale: Locale, city: (code: string) => string): string {
  const { from, to } = (form ?? {}) as { from?: AirportChoice; to?: AirportChoice };
  const found = [from, to].find((a) => a?.iataCode === code);
  if (found) return `${locale === "my" ? found.cityMy : found.city} (${code})`;
  const name = city(code);
  if (name === code) return code;
  return code.length === 3 ? `${name} (${code})` : name;
}

/**
 * The summary banner's texts (spec): the route, then trip type, cabin, dates and travellers.
 * `form` is the search panel's last form (city names), when there is one; `city` names any other
 * place, once it is known (the code or text itself until then).
 * @example summaryText(params, null, "en", t) // { route: "RGN to MDL", facts: "One way · Economy · …" }
 */
export function summaryText(
  params: SearchParams,
  form: unknown,
  locale: Locale,
  t: Translate,
  city: (code: string) => string = (code) => code,
) {
  if (params.legs) return multiCitySummary(params, params.legs, locale, t);
  const cabin = cabinCode(String(params.travelClass)) ?? "Y";
  const dates = [params.departureDate, params.returnDate]
    .filter((d): d is string => Boolean(d))
    .map((date) => searchDate(date, locale));
  const travellers = params.adults + params.children + (params.infants ?? 0);
  return {
    route: t("results.summary", {
      from: place(params.from, form, locale, city),
      to: place(params.to, form, locale, city),
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
