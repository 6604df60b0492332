import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { Translate } from "../../../i18n/translate-core.ts";

/**
 * The ticket step's total and Continue (spec: a fixed bottom bar on phones). Kept at the
 * screen's foot on a phone, unless the screen is short for its text (landscape, or text enlarged
 * to 200 %: 40rem), where the bar would cover a third of it.
 */
export function ContinueBar({
  total,
  currency,
  t,
  onContinue,
}: {
  total: string;
  currency: Currency;
  t: Translate;
  onContinue: () => void;
}) {
  return (
    <div className="bottom-0 z-10 -mx-4 mt-6 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] max-sm:[@media(min-height:40rem)]:sticky sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:justify-end">
        <p className="text-sm">
          <span className="text-slate-600">{t("ticket.total")}: </span>
          <span className="text-lg font-semibold">{formatPrice(total, currency)}</span>
        </p>
        <button
          type="button"
          onClick={onContinue}
          className="ml-auto rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 sm:ml-0"
        >
          {t("ticket.continue")}
        </button>
      </div>
    </div>
  );
}
