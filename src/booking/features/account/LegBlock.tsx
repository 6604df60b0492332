import type { LegView } from "../../../domain/booking-legs.ts";
import { useT } from "../../use-t.ts";

/** One direction's flight: from and to (city, code, terminal, time), airline and flight, duration. */
export function LegBlock({ leg }: { leg: LegView }) {
  const t = useT();
  const terminal = (name: string) =>
    name ? (
      <>
        {" · "}
        <span className="whitespace-nowrap">{t("account.booking.terminal", { terminal: name })}</span>
      </>
    ) : null;
  return (
    <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
      <div>
        <p className="text-xl font-semibold">{leg.departTime}</p>
        <p className="font-medium">
          {leg.originCity} <span className="text-slate-500">({leg.origin})</span>
        </p>
        <p className="text-sm text-slate-600">
          {leg.departDate}
          {terminal(leg.departureTerminal)}
        </p>
      </div>
      <div className="max-w-28 text-center text-xs text-slate-600">
        <p>{leg.duration}</p>
        <p>
          {leg.stops.length === 0
            ? t("account.booking.direct")
            : t("account.booking.stops", { cities: leg.stops.join(", ") })}
        </p>
        <p aria-hidden="true" className="my-1 text-slate-400">
          ───✈
        </p>
      </div>
      <div className="text-right">
        <p className="text-xl font-semibold">{leg.arriveTime}</p>
        <p className="font-medium">
          {leg.destinationCity} <span className="text-slate-500">({leg.destination})</span>
        </p>
        <p className="text-sm text-slate-600">
          {leg.arriveDate}
          {terminal(leg.arrivalTerminal)}
        </p>
      </div>
      <p className="col-span-3 text-sm text-slate-700">
        {leg.airlineName} · {leg.flights.join(" + ")}
      </p>
    </div>
  );
}
