import type { LegView } from "../../../domain/booking-legs.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { PanelView } from "../../../ui/PanelView.tsx";
import type { PassengerLine } from "./booking-detail-view.ts";
import { card } from "./classes.ts";
import { LegBlock } from "./LegBlock.tsx";

/**
 * Outbound and Return: airline, flight, PNR, times, terminals, the e-ticket badge and price.
 * Without hooks, like the rest of the detail (the page draws it early: early-account.ts).
 */
export function DetailLegs({
  legs,
  paid,
  currency,
  t,
}: {
  legs: LegView[];
  paid: boolean;
  currency: Currency;
  t: Translate;
}) {
  return (
    <>
      {legs.map((leg) => (
        <section key={leg.direction} className={`${card} mt-6`} aria-labelledby={`leg-${leg.direction}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`leg-${leg.direction}`} className="text-lg font-semibold">
              {t(leg.direction === "outbound" ? "account.booking.outbound" : "account.booking.return")}
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
              <dd className="font-medium">{formatPrice(leg.price, currency)}</dd>
            </div>
          </dl>
          <div className="mt-4 rounded-lg bg-slate-50 p-3">
            <LegBlock leg={leg} t={t} />
          </div>
        </section>
      ))}
    </>
  );
}

/** Every passenger: name and kind, route, baggage, identity document and nationality. */
export function DetailPassengers({ passengers, t }: { passengers: PassengerLine[]; t: Translate }) {
  return (
    <PanelView
      headingId="detail-passengers"
      title={t("account.detail.passengers")}
      titleClassName="text-lg font-semibold"
      className="mt-6 sm:p-6"
    >
      <ul className="mt-3 divide-y divide-slate-100">
        {passengers.map((p) => (
          <li key={`${p.name}-${p.idNumber}-${p.kind}`} className="py-3">
            <p className="font-semibold">
              {p.name}{" "}
              <span className="font-normal text-slate-600">
                ({t(`account.detail.kind.${p.kind}` as UIKey)})
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
              <div className="col-span-2 sm:col-span-3">
                <dt className="text-slate-600">{t("account.detail.route")}</dt>
                <dd>{p.route}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("account.detail.cabinBaggage")}</dt>
                <dd>{t("account.detail.kg", { kg: p.cabinBaggageKg })}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("account.detail.checkedBaggage")}</dt>
                <dd>{t("account.detail.kg", { kg: p.checkedBaggageKg })}</dd>
              </div>
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
    </PanelView>
  );
}
