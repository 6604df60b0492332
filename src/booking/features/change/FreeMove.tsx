import { useEffect, useRef, useState } from "react";
import { fetchMoveOffers } from "../../../api/schedule-change.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingLegs } from "../../../domain/booking-legs.ts";
import { detailDate, stripDay } from "../../../domain/dates.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { type MoveWindow, moveDays } from "../../../domain/free-move.ts";
import toast from "../../../ui/toast.ts";
import { card } from "../../common/classes.ts";
import { legTitle } from "../../common/leg-title.ts";
import { useCurrency } from "../../common/use-currency.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";
import { ChangeConfirmDialog } from "./ChangeConfirmDialog.tsx";
import { changeRefusal } from "./change-errors.ts";
import { OfferList } from "./OfferList.tsx";

type Found =
  | { kind: "loading" }
  | { kind: "found"; date: string; offers: FlightOffer[]; legNumber: number }
  | { kind: "refused"; message: string };

const dayButton =
  "min-h-11 rounded-lg border px-2 py-1 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * Moving free of charge after the airline changed a flight (docs/adr/0080), the change screen's
 * other mode: a strip of the days the server allows, the flights of the day chosen, each "No
 * charge", and the change's own dialog saying why it is free. A trip of several legs names the one
 * that moves ("Flight 2 of 3", docs/adr/0087) and says the others stay. On success the booking's
 * detail opens.
 */
export function FreeMove({ booking, current }: { booking: BookingRecord; current: string[] }) {
  const t = useT();
  const locale = useLocale();
  const { currency } = useCurrency();
  const [date, setDate] = useState<string | null>(null);
  const [allowed, setAllowed] = useState<MoveWindow | null>(null);
  const [found, setFound] = useState<Found>({ kind: "loading" });
  const [choice, setChoice] = useState<FlightOffer | null>(null);
  // The newest translator, read when an answer comes: texts arriving later must not ask again.
  const latestT = useRef(t);
  latestT.current = t;

  useEffect(() => {
    const controller = new AbortController();
    setFound({ kind: "loading" });
    fetchMoveOffers(booking.id, date ?? undefined, controller.signal).then(
      (answer) => {
        setAllowed(answer.window);
        setFound({ kind: "found", date: answer.date, offers: answer.offers, legNumber: answer.legNumber });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setFound({ kind: "refused", message: changeRefusal(error, latestT.current) });
      },
    );
    return () => controller.abort();
  }, [booking.id, date]);

  const shown = found.kind === "found" ? found.date : date;
  const legs = bookingLegs(booking, locale);
  const moving = found.kind === "found" && legs.length > 1 ? legs[found.legNumber - 1] : undefined;
  return (
    <div className={`mt-6 ${card}`}>
      <h2 className="font-semibold">{t("move.pick")}</h2>
      {moving && (
        <p className="mt-2 font-medium" data-testid="move-leg">
          {t("move.leg", {
            leg: legTitle(t, moving.name, {
              outbound: "account.booking.outbound",
              return: "account.booking.return",
            }),
            route: `${moving.originCity} (${moving.origin}) → ${moving.destinationCity} (${moving.destination})`,
          })}{" "}
          {t("move.keepsOthers")}
        </p>
      )}
      {allowed && (
        <>
          <p className="mt-2 text-slate-700">
            {t("move.intro", {
              first: detailDate(allowed.first, locale),
              last: detailDate(allowed.last, locale),
            })}
          </p>
          <ul aria-label={t("move.days")} className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-7">
            {moveDays(allowed).map((day) => {
              const { weekday, day: label } = stripDay(day, locale);
              const chosen = day === shown;
              return (
                <li key={day}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => setDate(day)}
                    className={`${dayButton} w-full ${chosen ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white"}`}
                  >
                    <span className="block font-semibold">{label}</span>
                    <span className="block text-xs">{weekday}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {found.kind === "loading" && <Spinner label={t("move.loading")} />}
      {found.kind === "refused" && (
        <p role="alert" className="mt-4 text-red-700">
          {found.message}
        </p>
      )}
      {found.kind === "found" && found.offers.length === 0 && <p className="mt-4">{t("move.none")}</p>}
      {found.kind === "found" && found.offers.length > 0 && (
        <OfferList
          items={found.offers.map((offer) => ({ offer, cost: t("change.free") }))}
          choose={t("move.choose")}
          onChoose={(index) => setChoice(found.offers[index] ?? null)}
        />
      )}
      {choice && (
        <ChangeConfirmDialog
          bookingId={booking.id}
          current={current}
          choice={{ offer: choice, quote: null }}
          currency={currency}
          onClose={() => setChoice(null)}
          onChanged={() => {
            toast.success(t("move.done", { id: booking.id }));
            navigate("bookingDetail", { id: booking.id });
          }}
        />
      )}
    </div>
  );
}
