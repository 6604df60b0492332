import type { AgentSale } from "../../domain/agent-markup.ts";
import { type Currency, formatPrice, type PriceLocale } from "../../domain/money.ts";
import type { Translate } from "../../i18n/translate.ts";

/**
 * An agent's booking's three prices as label and value (ADR 0083): the net fare they paid from
 * their deposit, their markup, and what their customer pays. The agent's own views show them;
 * the customer's e-ticket shows only the last.
 */
export function agentSaleFacts(
  sale: AgentSale,
  currency: Currency,
  locale: PriceLocale,
  t: Translate,
): Array<[string, string]> {
  return [
    [t("agentSale.net"), formatPrice(sale.net, currency, locale)],
    [t("agentSale.markup"), formatPrice(sale.markup, currency, locale)],
    [t("agentSale.selling"), formatPrice(sale.selling, currency, locale)],
  ];
}
