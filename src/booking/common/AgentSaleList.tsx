import type { ReactNode } from "react";
import type { AgentSale } from "../../domain/agent-markup.ts";
import type { Currency } from "../../domain/money.ts";
import { useLocale, useT } from "../use-t.ts";
import { agentSaleFacts } from "./agent-sale-facts.ts";

interface Props {
  sale: AgentSale;
  currency: Currency;
}

/**
 * An agent's booking's net fare, markup and selling price as a small list (ADR 0083). Agent-only:
 * drawn through agent-sale-parts.ts (ADR 0086), with the agent's texts.
 */
export function AgentSaleList({ sale, currency }: Props) {
  const t = useT();
  const facts = agentSaleFacts(sale, currency, useLocale(), t);
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

/** The same three prices as label and value, drawn by `children` (a screen's own list of facts). */
export function AgentSaleFacts({
  sale,
  currency,
  children,
}: Props & { children: (facts: Array<[string, string]>) => ReactNode }) {
  return children(agentSaleFacts(sale, currency, useLocale(), useT()));
}
