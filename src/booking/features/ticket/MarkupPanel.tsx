import { type Dispatch, type Ref, type SetStateAction, useEffect, useImperativeHandle } from "react";
import { fetchAgentMarkup } from "../../../api/agent-sales.ts";
import { bookingMarkup, type MarkupInput } from "../../../domain/agent-markup.ts";
import { type Currency, formatCents, type PriceLocale } from "../../../domain/money.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Panel } from "../../../ui/Panel.tsx";
import toast from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { MarkupFields } from "../../common/MarkupFields.tsx";
import { useLocale, useT } from "../../use-t.ts";

/** Continue's question to the panel: can the markup be sent? If not, it says why and is focused. */
export interface MarkupCheck {
  passes: () => boolean;
}

interface Props {
  /** The markup typed so far; null until the agent's default has been read. */
  value: MarkupInput | null;
  /** The ticket form's state of it: the default is filled in unless one was typed already. */
  onChange: Dispatch<SetStateAction<MarkupInput | null>>;
  /** The offer's net fare in US cents: what the agent pays. */
  netCents: number;
  /** Everyone travelling, infants on lap too: an amount counts for each. */
  travellers: number;
  currency: Currency;
  check: Ref<MarkupCheck>;
}

/** The message of a markup that cannot be sent, in the page's language; none when it can. */
function markupError(
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
 * An agent's markup on this booking (ADR 0083), their default to start with (read here; while,
 * or if, it cannot be read, the booking is sent without one and the server applies the default):
 * its kind and value, and the net fare, the markup and what the customer pays as they type
 * (src/domain/agent-markup.ts, which the server prices the booking with again). Agent-only (ADR
 * 0086): the ticket form draws it through `agentOnly`, with the agent's texts.
 */
export function MarkupPanel({ value, onChange, netCents, travellers, currency, check }: Props) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    const controller = new AbortController();
    fetchAgentMarkup(controller.signal).then(
      (kept) => onChange((typed) => typed ?? kept),
      () => undefined,
    );
    return () => controller.abort();
  }, [onChange]);
  const error = value ? markupError(value, netCents, travellers, currency, locale, t) : undefined;
  useImperativeHandle(
    check,
    () => ({
      passes: () => {
        if (!error) return true;
        toast.error(error, shownInForm);
        document.getElementById("agent-markup-value")?.focus();
        return false;
      },
    }),
    [error],
  );
  if (!value) return null;
  const checked = bookingMarkup(value, netCents, travellers);
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

/** 'Confirm Booking''s line of what the agent's customer pays, when the markup can be sent. */
export function AgentSelling({
  value,
  netCents,
  travellers,
  currency,
}: { value: MarkupInput } & Pick<Props, "netCents" | "travellers" | "currency">) {
  const t = useT();
  const locale = useLocale();
  const sale = bookingMarkup(value, netCents, travellers);
  if (sale.problem !== null) return null;
  return (
    <div className="flex justify-between">
      <dt className="font-semibold">{t("agentSale.selling")}</dt>
      <dd className="text-right text-base font-semibold">
        {formatCents(sale.price.sellingCents, currency, locale)}
      </dd>
    </div>
  );
}
