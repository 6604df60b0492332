import type { AgentSale } from "../../domain/agent-markup.ts";
import type { Currency, PriceLocale } from "../../domain/money.ts";
import type { Translate } from "../../i18n/translate.ts";
import { agentSaleFacts } from "./agent-sale-facts.ts";

interface Props {
  sale: AgentSale;
  currency: Currency;
  locale: PriceLocale;
  t: Translate;
}

/** An agent's booking's net fare, markup and selling price as a small list (ADR 0083). */
export function AgentSaleList({ sale, currency, locale, t }: Props) {
  const facts = agentSaleFacts(sale, currency, locale, t);
  return (
    <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="agent-sale">
      {facts.map(([label, value], i) => (
        <div
          key={label}
          className={`flex justify-between gap-3 ${i === facts.length - 1 ? "font-semibold" : ""}`}
        >
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-right whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
