import type { LegView } from "../../../domain/booking-legs.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { SupportContacts } from "../../../ui/SupportContacts.tsx";
import { pathTo } from "../../paths.ts";

/** The texts of /flights/change (the page carries them: early-change.ts). */
export const CHANGE_KEYS = [
  "app.loading",
  "account.change.title",
  "account.change.intro",
  "account.change.yourFlights",
  "account.booking.outbound",
  "account.booking.return",
  "account.change.howTitle",
  "account.change.step1",
  "account.change.step2",
  "account.change.step3",
  "account.support.hotline",
  "account.support.email",
  "account.change.toHistory",
] as const satisfies readonly UIKey[];

const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * Change a booking (/flights/change) as it looks: the named booking's flights (`legs`, null when
 * none is shown), how a change is arranged and how to reach the support team. Without hooks, so
 * the page can draw it before the app has arrived (early-change.ts).
 */
export function ChangeView({
  t,
  bookingId,
  legs,
}: {
  t: Translate;
  bookingId: string;
  legs: LegView[] | null;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("account.change.title")}</h1>
      <p className="mt-2 text-slate-700">{t("account.change.intro")}</p>
      {legs && (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="font-semibold">{t("account.change.yourFlights", { id: bookingId })}</h2>
          <ul className="mt-3 space-y-3">
            {legs.map((leg) => (
              <li key={leg.direction} className="rounded-lg bg-slate-50 p-3">
                <p className="text-xs font-semibold uppercase text-brand-700">
                  {t(leg.direction === "outbound" ? "account.booking.outbound" : "account.booking.return")}
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
      )}
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
        <a href={pathTo("bookingHistory")} className={link}>
          {t("account.change.toHistory")}
        </a>
      </p>
    </section>
  );
}
