import { fetchBooking } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingLegs } from "../../../domain/booking-legs.ts";
import { $auth } from "../../../stores/auth.ts";
import { SupportContacts } from "../../../ui/SupportContacts.tsx";
import { useStored } from "../../../ui/use-stored.ts";
import { useLoad } from "../../common/use-load.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingFlights } from "./BookingFlights.tsx";
import { ChangeDate } from "./ChangeDate.tsx";
import { FreeMove } from "./FreeMove.tsx";

const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * Change a booking (/flights/change, the spec's static page made the change screen, docs/adr/0079):
 * how a change is arranged and how to reach the support team, as built; once the page has
 * hydrated, below them, the flights of a booking named in the address (`?booking=`) when the
 * visitor is signed in and, for a paid one, Change date: new dates, the offers with what each
 * change costs, and a dialog that pays it from the wallet. With `?move=free` (the schedule-change
 * notice's third answer, docs/adr/0080) the same page moves it free of charge within the days the
 * server allows instead. One that cannot be shown says why (a toast) and the page shows the rest.
 */
export default function ChangeScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const auth = useStored($auth);
  const bookingId = search.booking ?? "";
  const key = bookingId && auth?.isAuthenticated ? bookingId : null;
  const [state] = useLoad<BookingRecord>(key, (signal) => fetchBooking(bookingId, signal), t);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("account.change.title")}</h1>
      <p className="mt-2 text-slate-700">{t("account.change.intro")}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="font-semibold">{t("account.change.howTitle")}</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
          <li>{t("account.change.step1")}</li>
          <li>{t("account.change.step2")}</li>
          <li>{t("account.change.step3")}</li>
        </ol>
        <SupportContacts
          className="mt-5"
          labels={{ hotline: t("account.support.hotline"), email: t("account.support.email") }}
        />
      </div>
      <p className="mt-6">
        <a href={path("bookingHistory")} className={link}>
          {t("account.change.toHistory")}
        </a>
      </p>
      {/* Below what the page is built with: it comes once the page knows who is signed in, and
          nothing drawn before it moves. */}
      {key && state.kind === "loading" && <Spinner label={t("app.loading")} />}
      {key && state.kind === "ready" && (
        <BookingFlights bookingId={bookingId} legs={bookingLegs(state.data, locale)} />
      )}
      {key && state.kind === "ready" && state.data.status === "PAID" && (
        <Change
          booking={state.data}
          free={search.move === "free"}
          current={bookingLegs(state.data, locale).map(
            (leg) => `${leg.flights.join(" + ")} · ${leg.departDate} ${leg.departTime} → ${leg.arriveTime}`,
          )}
        />
      )}
    </section>
  );
}

/** A paid booking's change: a new date paid for, or the free move after the airline's change. */
function Change({ booking, free, current }: { booking: BookingRecord; free: boolean; current: string[] }) {
  return free ? (
    <FreeMove booking={booking} current={current} />
  ) : (
    <ChangeDate booking={booking} current={current} />
  );
}
