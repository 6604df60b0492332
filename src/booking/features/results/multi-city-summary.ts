import { searchDate } from "../../../domain/dates.ts";
import { cabinCode, type SearchLeg, type SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { HOME_PATH } from "../../../routes.ts";

/**
 * A multi-city trip's route: its airports in travel order, a leg that starts elsewhere than the
 * previous one ended (an open jaw) after a comma.
 * @example multiCityRoute(circuit) // "RGN → NYU → MDL → HEH → RGN"
 * @example multiCityRoute(openJaw) // "RGN → MDL, HEH → RGN"
 */
export function multiCityRoute(legs: readonly SearchLeg[]): string {
  return legs
    .map((leg, i) =>
      i > 0 && legs[i - 1]?.to === leg.from ? ` → ${leg.to}` : `${i > 0 ? ", " : ""}${leg.from} → ${leg.to}`,
    )
    .join("");
}

/**
 * The summary banner's texts for a multi-city search: the route, then Multi-city, cabin, the first
 * and last legs' dates and travellers.
 */
export function multiCitySummary(
  params: SearchParams,
  legs: readonly SearchLeg[],
  locale: Locale,
  t: Translate,
) {
  const cabin = cabinCode(String(params.travelClass)) ?? "Y";
  const dates = [legs[0]?.departureDate, legs.length > 1 ? legs.at(-1)?.departureDate : undefined]
    .filter((d): d is string => Boolean(d))
    .map((date) => searchDate(date, locale));
  return {
    route: multiCityRoute(legs),
    facts: [
      t("searchPanel.multiCity"),
      t(`cabin.${cabin}`),
      dates.join(" - "),
      t("results.passengers", { n: params.adults + params.children + (params.infants ?? 0) }),
    ].join(" · "),
    modifyHref: locale === "my" ? "/my/" : HOME_PATH,
  };
}
