import type { LegView } from "../../../domain/booking-legs.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { useT } from "../../use-t.ts";

/** One direction's flight: from and to (city, code, terminal, time), airline and flight, duration. */
export function LegBlock({ leg }: { leg: LegView }) {
  const t = useT();
  // The date never breaks inside and the terminal gets a line of its own: in a phone's narrow
  // columns the two ran together and broke after the year or before the terminal's number.
  const when = (date: string, terminal: string) => (
    <p className="text-sm text-slate-600">
      <span className="whitespace-nowrap @max-[15rem]:whitespace-normal">{date}</span>
      {terminal && (
        <span className="block whitespace-nowrap @max-[15rem]:whitespace-normal">
          {t("account.booking.terminal", { terminal })}
        </span>
      )}
    </p>
  );
  return (
    <div className={legRowContainer}>
      <div className={`${legRow} items-start gap-3`}>
        <div>
          <p className="text-xl font-semibold">{leg.departTime}</p>
          <p className="font-medium">
            {leg.originCity} <span className="text-slate-500">({leg.origin})</span>
          </p>
          {when(leg.departDate, leg.departureTerminal)}
        </div>
        <div className={`${legMiddle} self-center text-center text-xs text-slate-600 @min-[15rem]:max-w-28`}>
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
          {when(leg.arriveDate, leg.arrivalTerminal)}
        </div>
        <p className="col-span-full order-last text-sm text-slate-700">
          {leg.airlineName} · {leg.flights.join(" + ")}
        </p>
      </div>
    </div>
  );
}
