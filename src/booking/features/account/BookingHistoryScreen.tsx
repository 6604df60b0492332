import { useStore } from "@nanostores/react";
import { fetchBookings } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { formatPrice } from "../../../domain/money.ts";
import { $auth } from "../../../stores/auth.ts";
import { pathTo } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { bookingHistory } from "./booking-view.ts";
import { card, quietButton, secondaryButton } from "./classes.ts";
import { LegBlock } from "./LegBlock.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEticketDownload } from "./use-eticket.ts";
import { useLoad } from "./use-load.ts";

/** Booking History (spec): the user's bookings newest first, each with its flights and actions. */
export default function BookingHistoryScreen() {
  const t = useT();
  const locale = useLocale();
  const { user } = useStore($auth);
  const { currency } = useCurrency();
  const { download, busyId } = useEticketDownload();
  const [state] = useLoad<BookingRecord[]>(
    user?.id ?? null,
    (signal) => fetchBookings(user?.id ?? "", signal).then((body) => body.data),
    t,
  );
  const cards = state.kind === "ready" ? bookingHistory(state.data, locale) : [];

  // As the page drew it before the app arrived (early-account.ts).
  if (state.kind === "loading")
    return (
      <AccountLayout title={t("account.history.title")}>
        <Spinner label={t("app.loading")} />
      </AccountLayout>
    );
  return (
    <AccountLayout title={t("account.history.title")}>
      {state.kind === "failed" && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
      {state.kind === "ready" && cards.length === 0 && (
        <p className={`${card} text-slate-700`}>{t("account.history.empty")}</p>
      )}
      <ul className="space-y-5">
        {cards.map((booking) => (
          <li key={booking.id} className={card}>
            <article aria-labelledby={`booking-${booking.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 id={`booking-${booking.id}`} className="font-semibold">
                    {t("account.booking.id", { id: booking.id })}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {t("account.booking.bookedOn", { date: booking.bookedOn })}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={booking.status} />
                  <p className="text-lg font-semibold">{formatPrice(booking.total, currency)}</p>
                </div>
              </div>
              <div className="mt-4 space-y-4">
                {booking.legs.map((leg) => (
                  <div key={leg.direction} className="rounded-lg border border-slate-100 bg-slate-50 p-3">
                    <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {t(
                        leg.direction === "outbound" ? "account.booking.outbound" : "account.booking.return",
                      )}
                    </span>
                    <div className="mt-2">
                      <LegBlock leg={leg} />
                    </div>
                  </div>
                ))}
              </div>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm">
                  <span className="text-slate-600">{t("account.booking.passenger")}: </span>
                  <span className="font-medium">{booking.passengerName}</span>
                </p>
                <div className="flex flex-wrap gap-2">
                  {booking.hasTicket && (
                    <button
                      type="button"
                      className={quietButton}
                      disabled={busyId === booking.id}
                      onClick={() => download(booking.id)}
                    >
                      {busyId === booking.id
                        ? t("account.booking.downloading")
                        : t("account.booking.download")}
                    </button>
                  )}
                  <a
                    href={pathTo("bookingDetail", { id: booking.id })}
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
    </AccountLayout>
  );
}
