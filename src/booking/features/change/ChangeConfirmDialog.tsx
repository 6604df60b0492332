import { useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { confirmChange } from "../../../api/change-booking.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import { confirmMove } from "../../../api/schedule-change.ts";
import { type ChangeOfferItem, type ChangeQuote, isChangeQuote } from "../../../domain/change-quote.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type Currency, formatCents } from "../../../domain/money.ts";
import { isObject } from "../../../domain/shape.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { primaryButton, secondaryButton, textLink } from "../../common/classes.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { changeRefusal } from "./change-errors.ts";
import { offerLines } from "./offer-line.ts";

interface Props {
  bookingId: string;
  current: string[];
  /** A change offer with its quote; `quote: null`, a free move after the airline's schedule change. */
  choice: ChangeOfferItem | { offer: FlightOffer; quote: null };
  currency: Currency;
  onClose: () => void;
  onChanged: () => void;
}

/** What the dialog says under the flights: nothing yet, a moved quote, a short wallet, or a refusal. */
type Note =
  | { kind: "none" }
  | { kind: "changed" }
  | { kind: "short"; shortfall: number }
  | { kind: "refused"; message: string };

/**
 * Confirming a change: the flights now and the new ones, what it costs, then Confirm change, which
 * pays from the wallet with one Idempotency-Key per quote (a retry charges once). A moved quote is
 * shown to confirm again; a short wallet says by how much, with a link to top up. A free move
 * (docs/adr/0080) says it costs nothing and why, and moves once per dialog's key.
 */
export function ChangeConfirmDialog({ bookingId, current, choice, currency, onClose, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const [quote, setQuote] = useState<ChangeQuote | null>(choice.quote);
  const [note, setNote] = useState<Note>({ kind: "none" });
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const amount = (cents: number) => formatCents(cents, currency, locale);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      if (quote)
        await confirmChange(bookingId, { offerId: choice.offer.id, quoteId: quote.quoteId }, key.current);
      else await confirmMove(bookingId, choice.offer.id, key.current);
      onChanged();
    } catch (error) {
      const data = error instanceof ApiError && isObject(error.data) ? error.data : {};
      if (error instanceof ApiError && error.code === "QUOTE_EXPIRED" && isChangeQuote(data.quote)) {
        key.current = newIdempotencyKey();
        setQuote(data.quote);
        setNote({ kind: "changed" });
      } else if (error instanceof ApiError && error.code === "INSUFFICIENT_BALANCE") {
        const shortfall = typeof data.shortfall === "number" ? data.shortfall : (quote?.total ?? 0);
        setNote({ kind: "short", shortfall });
      } else setNote({ kind: "refused", message: changeRefusal(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      closeLabel={t("account.detail.close")}
      title={t(quote ? "change.confirmTitle" : "move.confirmTitle", { id: bookingId })}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>
            {t("change.keep")}
          </button>
          {note.kind !== "refused" && (
            <button type="button" className={primaryButton} onClick={confirm} {...busyButton(busy)}>
              {quote
                ? t(busy ? "change.confirming" : "change.confirm")
                : t(busy ? "move.confirming" : "move.confirm")}
            </button>
          )}
        </>
      }
    >
      <dl className="space-y-3">
        <Flights label={t("change.from")} lines={current} />
        <Flights label={t("change.to")} lines={offerLines(choice.offer, locale)} />
        <div className="flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
          <dt className="font-semibold">{t("change.cost")}</dt>
          <dd className="text-lg font-semibold" data-testid="change-total">
            {quote && quote.total > 0 ? amount(quote.total) : t("change.free")}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {quote ? (
          <>
            {t("change.breakdown", {
              difference: amount(quote.fareDifference),
              fee: amount(quote.changeFee),
            })}
            {quote.total > 0 && <> · {t("change.pay")}</>}
          </>
        ) : (
          t("move.why")
        )}
      </p>
      {note.kind === "changed" && (
        <p role="alert" className="mt-3 text-amber-800">
          {t("change.changed")}
        </p>
      )}
      {note.kind === "short" && (
        <p role="alert" className="mt-3 text-red-700">
          {t("change.short", { amount: amount(note.shortfall) })}{" "}
          <a className={textLink} href={path("wallet")}>
            {t("change.topUp")}
          </a>
        </p>
      )}
      {note.kind === "refused" && (
        <p role="alert" className="mt-3 text-red-700">
          {note.message}
        </p>
      )}
    </Dialog>
  );
}

function Flights({ label, lines }: { label: string; lines: string[] }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase text-brand-700">{label}</dt>
      {lines.map((line) => (
        <dd key={line} className="font-medium">
          {line}
        </dd>
      ))}
    </div>
  );
}
