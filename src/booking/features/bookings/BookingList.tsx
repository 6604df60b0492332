import { type Currency, formatPrice } from "../../../domain/money.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { card, quietButton, secondaryButton } from "../../common/classes.ts";
import { legTitle } from "../../common/leg-title.ts";
import { ScheduleBadge, StatusBadge } from "../../common/StatusBadge.tsx";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import type { BookingCard } from "./booking-view.ts";
import { LegBlock } from "./LegBlock.tsx";

interface Props {
  /** The user's bookings as bookingHistory() shows them, newest first. */
  cards: BookingCard[];
  currency: Currency;
}

/**
 * Booking History's list (spec): each booking with its status, total, flights, passengers and
 * actions (its e-ticket when paid, its detail), or a line saying there is none.
 */
export function BookingList({ cards, currency }: Props) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const { download, busyId } = useEticketDownload();
  return (
    <>
      {cards.length === 0 && <p className={`${card} text-slate-700`}>{t("account.history.empty")}</p>}
      <ul className="space-y-5">
        {cards.map((booking) => (
          <li key={booking.id} className={card}>
            <article aria-labelledby={`booking-${booking.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 id={`booking-${booking.id}`} className="font-semibold">
                    {t("account.booking.id", { id: booking.id })}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {t("account.booking.bookedOn", { date: booking.bookedOn })}
                  </p>
                  {booking.changedFrom && (
                    <p className="mt-1 text-sm font-medium text-brand-700">
                      {t("history.changedWas", { flights: booking.changedFrom })}
                    </p>
                  )}
                  {booking.fareType && (
                    <p className="mt-1 text-sm font-medium text-slate-700">
                      {t(`account.fare.${booking.fareType}`)}
                    </p>
                  )}
                </div>
                {/* The price on one line, after the status or, when both do not fit, under it. */}
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StatusBadge status={booking.status} />
                  {booking.scheduleChange && <ScheduleBadge kind={booking.scheduleChange} />}
                  <p className="whitespace-nowrap text-lg font-semibold max-[15rem]:whitespace-normal">
                    {formatPrice(booking.total, currency, locale)}
                  </p>
                </div>
              </div>
              <div className="mt-4 space-y-4">
                {booking.legs.map((leg) => (
                  <div key={leg.key} className="rounded-lg border border-slate-100 bg-slate-50 p-3">
                    <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {legTitle(t, leg.name, {
                        outbound: "account.booking.outbound",
                        return: "account.booking.return",
                      })}
                    </span>
                    <div className="mt-2">
                      <LegBlock leg={leg} />
                    </div>
                  </div>
                ))}
              </div>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">
                  <span className="text-slate-600">
                    {t(
                      booking.passengerNames.length > 1
                        ? "account.booking.passengers"
                        : "account.booking.passenger",
                    )}
                    :{" "}
                  </span>
                  <span className="font-medium">
                    {booking.passengerNames
                      .map((name, i) =>
                        booking.infantAt.includes(i) ? t("account.booking.infantName", { name }) : name,
                      )
                      .join(", ")}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  {booking.hasTicket && (
                    <button
                      type="button"
                      className={quietButton}
                      onClick={() => download(booking.id)}
                      {...busyButton(busyId === booking.id)}
                    >
                      {busyId === booking.id
                        ? t("account.booking.downloading")
                        : t("account.booking.download")}
                    </button>
                  )}
                  <a
                    href={path("bookingDetail", { id: booking.id })}
                    className={`${secondaryButton} text-sm`}
                  >
                    {t("account.booking.viewDetails")}
                    <span className="sr-only"> {booking.id}</span>
                  </a>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
