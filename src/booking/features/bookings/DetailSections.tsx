import type { LegView } from "../../../domain/booking-legs.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { card } from "../../common/classes.ts";
import { legTitle } from "../../common/leg-title.ts";
import { useLocale, useT } from "../../use-t.ts";
import type { PassengerLine } from "./booking-detail-view.ts";
import { LegBlock } from "./LegBlock.tsx";

/** Outbound and Return, or every leg of a multi-city trip: airline, flight, PNR, times, terminals, the e-ticket badge and price. */
export function DetailLegs({ legs, paid, currency }: { legs: LegView[]; paid: boolean; currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      {legs.map((leg) => (
        <section key={leg.key} className={`${card} mt-6`} aria-labelledby={`leg-${leg.key}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`leg-${leg.key}`} className="text-lg font-semibold">
              {legTitle(t, leg.name, {
                outbound: "account.booking.outbound",
                return: "account.booking.return",
              })}
            </h2>
            {paid && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                {t("account.detail.eticketIssued")}
              </span>
            )}
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-600">{t("account.detail.airline")}</dt>
              <dd className="font-medium">{leg.airlineName}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("account.detail.flightNumber")}</dt>
              <dd className="font-medium">{leg.flightNumber}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("account.detail.pnr")}</dt>
              <dd className="font-mono font-medium">{leg.airlineRef || t("account.detail.pnrPending")}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("account.detail.price")}</dt>
              <dd className="font-medium">{formatPrice(leg.price, currency, locale)}</dd>
            </div>
          </dl>
          <div className="mt-4 rounded-lg bg-slate-50 p-3">
            <LegBlock leg={leg} />
          </div>
        </section>
      ))}
    </>
  );
}

/**
 * Every passenger: name and kind (an infant with the adult whose lap they sit on), route,
 * baggage (an infant: no seat and none of their own), identity document and nationality.
 */
export function DetailPassengers({ passengers }: { passengers: PassengerLine[] }) {
  const t = useT();
  return (
    <section aria-labelledby="detail-passengers" className={`${card} mt-6`}>
      <h2 id="detail-passengers" className="text-lg font-semibold">
        {t("account.detail.passengers")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {passengers.map((p) => (
          <li key={`${p.name}-${p.idNumber}-${p.kind}`} className="py-3">
            <p className="font-semibold">
              {p.name}{" "}
              <span className="font-normal text-slate-600">
                (
                {p.onLapOf === null
                  ? t(`account.detail.kind.${p.kind}` as UIKey)
                  : t("account.detail.infantOnLap", { name: p.onLapOf })}
                )
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              <div className="col-span-2 sm:col-span-3">
                <dt className="text-slate-600">{t("account.detail.route")}</dt>
                <dd>{p.route}</dd>
              </div>
              {p.kind === "Infant" ? (
                <div className="col-span-2">
                  <dt className="text-slate-600">{t("account.detail.seatAndBaggage")}</dt>
                  <dd>{t("account.detail.noSeat")}</dd>
                </div>
              ) : (
                <>
                  <div>
                    <dt className="text-slate-600">{t("account.detail.cabinBaggage")}</dt>
                    <dd>{t("account.detail.kg", { kg: p.cabinBaggageKg })}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">{t("account.detail.checkedBaggage")}</dt>
                    <dd>{t("account.detail.kg", { kg: p.checkedBaggageKg })}</dd>
                  </div>
                </>
              )}
              <div>
                <dt className="text-slate-600">{t("account.detail.nationality")}</dt>
                <dd>{p.nationality}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">
                  {p.idType === "NRC" ? t("account.detail.nrc") : t("account.detail.passport")}
                </dt>
                <dd className="font-mono">{p.idNumber || "—"}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
