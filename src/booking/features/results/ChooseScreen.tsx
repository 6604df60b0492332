import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $searchParams } from "../../../stores/search-params.ts";
import { $selectedFlight } from "../../../stores/selected-flight.ts";
import { linkButton } from "../../../ui/link-button.ts";
import { pathTo } from "../../paths.ts";
import { redirectHome } from "../../router.ts";
import { useLocale, useT } from "../../use-t.ts";
import { ChooseView } from "./ChooseView.tsx";
import { lastListQuery } from "./last-list-query.ts";
import { usePrice } from "./use-price.ts";

/**
 * Choose (/flights/choose): the chosen offer's Departure and Return cards and Buy Now to
 * /ticket, where a signed-out traveller is sent to sign in first (ChooseView, which the page
 * also draws before the app arrives). Without search parameters it goes home.
 */
export default function ChooseScreen() {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const params = useStore($searchParams);
  const offer = useStore($selectedFlight);

  useEffect(() => {
    if (!params) redirectHome();
  }, [params]);
  if (!params) return null;

  if (!offer)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t("choose.heading")}</h1>
        <p className="mt-3 text-lg">{t("choose.noFlight")}</p>
        <a href={pathTo("flights")} className={`${linkButton} mt-6 bg-brand-700 text-white`}>
          {t("choose.seeFlights")}
        </a>
      </div>
    );

  return (
    <ChooseView
      offer={offer}
      t={t}
      locale={locale}
      price={price}
      backHref={pathTo("flights", {}, lastListQuery())}
    />
  );
}
