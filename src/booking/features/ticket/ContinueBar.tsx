import { useRef } from "react";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { useFixedBarSpace } from "../../../ui/fixed-bar-space.ts";
import { partyNote } from "../../common/party-note.ts";

/**
 * The ticket step's total (for several travellers: "Total for N travellers") and Continue. On a
 * phone it is a bar fixed to the foot of the screen, as the spec draws it, and the page is padded
 * by its height, so it covers neither the footer nor a focused field; on a short screen for its
 * text (a phone turned sideways, 200 % text) it stays at the form's end (app.css, `bottom-bar`).
 * From `sm` it is the form's last row.
 */
export function ContinueBar({
  offer,
  currency,
  locale,
  t,
  onContinue,
}: {
  offer: FlightOffer;
  currency: Currency;
  locale: Locale;
  t: Translate;
  onContinue: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  useFixedBarSpace(bar);
  const price = (usd: string) => formatPrice(usd, currency, locale);
  const party = partyNote(offer, t, price);
  return (
    <div
      ref={bar}
      data-testid="continue-bar"
      className="z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] bottom-bar:fixed bottom-bar:inset-x-0 bottom-bar:bottom-0 bottom-bar:mx-0 sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:justify-end">
        <p className="min-w-0 text-sm sm:text-right">
          <span className="block text-slate-600">{party?.totalForLabel ?? t("ticket.total")}</span>
          <span className="block text-lg font-semibold">{price(offer.price.grandTotal)}</span>
        </p>
        <button
          type="button"
          onClick={onContinue}
          className="ml-auto shrink-0 rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 sm:ml-0"
        >
          {t("ticket.continue")}
        </button>
      </div>
    </div>
  );
}
