import { useEffect, useState } from "react";
import { fetchOfferFamilies } from "../../../api/offer-families.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { partyNote } from "../../common/party-note.ts";
import { offerFamilyName } from "./offer-family.ts";
import { changeText, noShowText, refundText } from "./refund-text.ts";

interface Props {
  offer: FlightOffer;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
  onChoose: (offer: FlightOffer) => void;
}

type Families = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; offers: FlightOffer[] };

/** One family's checked bag, as its first traveller's first flight has it. */
function bagsText(offer: FlightOffer, t: Translate): string {
  const weight = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags.weight ?? 0;
  return weight > 0 ? t("results.families.bags", { weight }) : t("results.families.bagsNone");
}

/**
 * Flight Details' fare families: the same flights in every family still on sale for the party
 * (asked of the server when the dialog opens), each with its price in the chosen currency, its bag
 * and its refund, change and no-show rules, and Choose. The server prices each again on booking.
 */
export function FareFamilies({ offer, t, locale, price, onChoose }: Props) {
  const [families, setFamilies] = useState<Families>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setFamilies({ kind: "loading" });
    fetchOfferFamilies(offer, controller.signal)
      .then((offers) => {
        if (!controller.signal.aborted) setFamilies({ kind: "ready", offers });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFamilies({ kind: "failed" });
      });
    return () => controller.abort();
  }, [offer]);
  const title = t("results.families.title");
  return (
    <section aria-label={title}>
      <h3 className="mb-2 font-semibold text-brand-700">{title}</h3>
      {families.kind === "loading" && (
        <p role="status" className="text-sm text-slate-600">
          {t("results.families.loading")}
        </p>
      )}
      {families.kind === "failed" && (
        <p role="status" className="text-sm text-slate-700">
          {t("results.families.failed")}
        </p>
      )}
      {families.kind === "ready" && (
        <ul className="grid gap-3 sm:grid-cols-3">
          {families.offers.map((family) => {
            const name = offerFamilyName(family, locale);
            const party = partyNote(family, t, price);
            const rules = [
              bagsText(family, t),
              refundText(family, t, price),
              changeText(family, t, price),
              noShowText(family, t, price),
            ].filter((rule): rule is string => Boolean(rule));
            return (
              <li
                key={family.id}
                data-testid="fare-family"
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm"
              >
                <h4 className="text-base font-semibold">{name}</h4>
                <p className="text-lg font-bold text-brand-700">
                  <span data-testid="family-price">{price(family.price.grandTotal)}</span>
                  {party && (
                    <span className="block text-xs font-normal text-slate-600">
                      {party.totalFor} · {party.each}
                    </span>
                  )}
                </p>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => onChoose(family)}
                  aria-label={t("results.families.choose", { family: name })}
                  className="mt-auto min-h-10 rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600"
                >
                  {t("results.choose")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
