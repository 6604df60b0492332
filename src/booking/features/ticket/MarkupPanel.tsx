import { bookingMarkup, type MarkupInput } from "../../../domain/agent-markup.ts";
import { type Currency, formatCents, type PriceLocale } from "../../../domain/money.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { MarkupFields } from "../../common/MarkupFields.tsx";

interface Props {
  value: MarkupInput;
  onChange: (value: MarkupInput) => void;
  /** The offer's net fare in US cents: what the agent pays. */
  netCents: number;
  /** Everyone travelling, infants on lap too: an amount counts for each. */
  travellers: number;
  currency: Currency;
  locale: PriceLocale;
  t: Translate;
}

/** The message of a markup that cannot be sent, in the page's language; none when it can. */
export function markupError(
  value: MarkupInput,
  netCents: number,
  travellers: number,
  currency: Currency,
  locale: PriceLocale,
  t: Translate,
): string | undefined {
  const checked = bookingMarkup(value, netCents, travellers);
  if (checked.problem === null) return undefined;
  if (checked.problem === "MARKUP_INVALID") return t("agentSale.MARKUP_INVALID");
  return t("agentSale.tooHigh", { max: formatCents(checked.limitCents, currency, locale) });
}

/**
 * An agent's markup on this booking (ADR 0083), their default to start with: its kind and value,
 * and the net fare, the markup and what the customer pays as they type (src/domain/agent-markup.ts,
 * which the server prices the booking with again).
 */
export function MarkupPanel({ value, onChange, netCents, travellers, currency, locale, t }: Props) {
  const checked = bookingMarkup(value, netCents, travellers);
  const error = markupError(value, netCents, travellers, currency, locale, t);
  const money = (cents: number) => formatCents(cents, currency, locale);
  return (
    <Panel
      title={t("agentSale.markupHeading")}
      titleClassName="text-lg font-semibold"
      headingId="agent-markup-heading"
    >
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MarkupFields idPrefix="agent-markup" value={value} onChange={onChange} error={error} t={t} />
      </div>
      <dl className="mt-4 space-y-1 text-sm" aria-live="polite">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t("agentSale.net")}</dt>
          <dd className="whitespace-nowrap" data-testid="agent-net">
            {money(netCents)}
          </dd>
        </div>
        {checked.problem === null && (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-700">{t("agentSale.markup")}</dt>
              <dd className="whitespace-nowrap" data-testid="agent-markup">
                {money(checked.price.markupCents)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 text-base font-semibold">
              <dt>{t("agentSale.selling")}</dt>
              <dd className="whitespace-nowrap" data-testid="agent-selling">
                {money(checked.price.sellingCents)}
              </dd>
            </div>
          </>
        )}
      </dl>
    </Panel>
  );
}
