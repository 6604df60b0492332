import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { refundRule } from "../../../domain/offer-view.ts";
import type { Translate } from "../../../i18n/translate.ts";

/** The Refund label: the fare's real refund rule, the fee in the visitor's currency. */
export function refundText(offer: FlightOffer, t: Translate, price: (usd: string) => string): string {
  const rule = refundRule(offer);
  if (rule.kind === "fee") return t("results.refund.fee", { fee: price(rule.feeUsd) });
  return t(`results.refund.${rule.kind}`);
}

/** The date change rule, or null when the offer carries none. */
export function changeText(offer: FlightOffer, t: Translate, price: (usd: string) => string): string | null {
  const rule = offer.fareRules?.rules.find((r) => r.category === "EXCHANGE");
  if (!rule?.maxPenaltyAmount) return null;
  return Number(rule.maxPenaltyAmount) === 0
    ? t("results.change.free")
    : t("results.change.fee", { fee: price(rule.maxPenaltyAmount) });
}

/** The no-show rule (a missed flight), or null when the offer carries none. */
export function noShowText(offer: FlightOffer, t: Translate, price: (usd: string) => string): string | null {
  const rule = offer.fareRules?.rules.find((r) => r.category === "NO_SHOW");
  if (!rule) return null;
  if (rule.notApplicable) return t("results.families.noShowForfeit");
  if (!rule.maxPenaltyAmount) return null;
  return Number(rule.maxPenaltyAmount) === 0
    ? t("results.families.noShowFree")
    : t("results.families.noShowFee", { fee: price(rule.maxPenaltyAmount) });
}
