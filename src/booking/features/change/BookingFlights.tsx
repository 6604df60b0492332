import type { LegView } from "../../../domain/booking-legs.ts";
import { legTitle } from "../../common/leg-title.ts";
import { useT } from "../../use-t.ts";

/** The named booking's flights on the change page: each leg's cities, times, airline and flights. */
export function BookingFlights({ bookingId, legs }: { bookingId: string; legs: LegView[] }) {
  const t = useT();
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="font-semibold">{t("account.change.yourFlights", { id: bookingId })}</h2>
      <ul className="mt-3 space-y-3">
        {legs.map((leg) => (
          <li key={leg.key} className="rounded-lg bg-slate-50 p-3">
            <p className="text-xs font-semibold uppercase text-brand-700">
              {legTitle(t, leg.name, {
                outbound: "account.booking.outbound",
                return: "account.booking.return",
              })}
            </p>
            <p className="mt-1 font-medium">
              {leg.originCity} ({leg.origin}) → {leg.destinationCity} ({leg.destination})
            </p>
            <p className="text-sm text-slate-700">
              {leg.departDate} {leg.departTime} – {leg.arriveDate} {leg.arriveTime} · {leg.airlineName}{" "}
              {leg.flights.join(" + ")}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
