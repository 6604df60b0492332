import type { AgentBookingRow } from "../../../domain/agent-bookings.ts";
import { detailDate } from "../../../domain/dates.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { card, secondaryButton } from "../../common/classes.ts";
import { StatusBadge } from "../../common/StatusBadge.tsx";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";

/** The agent's bookings of one page: code, status, customer, travellers, route, date, money, a link. */
export function AgentBookingRows({ rows, currency }: { rows: AgentBookingRow[]; currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const price = (amount: string) => formatPrice(amount, currency, locale);
  return (
    <ul className="space-y-3" data-testid="agent-bookings">
      {rows.map((b) => (
        <li key={b.id} className={card}>
          <article
            aria-labelledby={`agent-booking-${b.id}`}
            className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto]"
          >
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`agent-booking-${b.id}`} className="font-semibold">
                  {b.id}
                </h2>
                <StatusBadge status={b.status} />
                {b.changed && (
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                    {t("agentBookings.status.changed")}
                  </span>
                )}
                {b.scheduleChanged && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t("agentBookings.status.scheduleChanged")}
                  </span>
                )}
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-slate-600">{t("agentBookings.customer")}</dt>
                <dd className="font-medium">{b.customer}</dd>
                <dt className="text-slate-600">{t("agentBookings.travellers")}</dt>
                <dd>{b.travellers.join(", ")}</dd>
                <dt className="text-slate-600">{t("agentBookings.route")}</dt>
                <dd>{b.legs.map((leg) => `${leg.origin} → ${leg.destination}`).join(", ")}</dd>
                <dt className="text-slate-600">{t("agentBookings.date")}</dt>
                <dd>{b.departureDate ? detailDate(b.departureDate, locale) : ""}</dd>
              </dl>
            </div>
            <div className="flex flex-col gap-2 md:items-end">
              <p className="text-sm text-slate-700 md:text-right">
                <span className="block">{t("agentBookings.net", { amount: price(b.net) })}</span>
                <span className="block">{t("agentBookings.markup", { amount: price(b.markup) })}</span>
                <span className="block text-base font-semibold text-slate-900">
                  {t("agentBookings.selling", { amount: price(b.selling) })}
                </span>
              </p>
              <a href={path("bookingDetail", { id: b.id })} className={`${secondaryButton} text-sm`}>
                {t("agentBookings.view")}
                <span className="sr-only"> {b.id}</span>
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
