import type { BookingEvent } from "../../../domain/booking-events.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { card } from "../../common/classes.ts";
import { useLocale, useT } from "../../use-t.ts";
import { eventLines } from "./event-lines.ts";

/**
 * A booking's history on its detail page (docs/adr/0081): each event, oldest first, with its date
 * and time (Myanmar), what happened and what it cost or gave back, in the page's currency.
 * Nothing when the booking has no history (never paid, or a copy kept before it had one).
 */
export function BookingTimeline({
  events,
  currency,
}: {
  events: readonly BookingEvent[];
  currency: Currency;
}) {
  const t = useT();
  const locale = useLocale();
  if (events.length === 0) return null;
  const lines = eventLines(events, (usd) => formatPrice(usd, currency, locale), locale);
  return (
    <section aria-labelledby="booking-history" className={`${card} mt-6`}>
      <h2 id="booking-history" className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4">
        {lines.map((line, i) => (
          // Events are never reordered or removed: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a history only grows at its end
          <li key={i} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-600"
            />
            <p className="text-sm text-slate-600">
              <time>{`${line.date} ${line.time}`}</time>
            </p>
            <p className="font-medium">{t(line.title.key, line.title.params)}</p>
            {line.details.map((detail) => (
              <p key={detail.key} className="text-sm text-slate-700">
                {t(detail.key, detail.params)}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
