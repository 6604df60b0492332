import { useState } from "react";
import { type ChangeDatesBody, fetchChangeOffers } from "../../../api/change-booking.ts";
import { recordLegs, recordTripType } from "../../../domain/booked-legs.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingLegs } from "../../../domain/booking-legs.ts";
import type { ChangeOfferItem } from "../../../domain/change-quote.ts";
import { formatCents } from "../../../domain/money.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { DayMonthYearField } from "../../../ui/DayMonthYearField.tsx";
import toast from "../../../ui/toast.ts";
import { card, primaryButton } from "../../common/classes.ts";
import { useCurrency } from "../../common/use-currency.ts";
import { navigate } from "../../router.ts";
import { useLocale, useT } from "../../use-t.ts";
import { ChangeConfirmDialog } from "./ChangeConfirmDialog.tsx";
import { changeRefusal } from "./change-errors.ts";
import { type LegDate, LegDates } from "./LegDates.tsx";
import { OfferList } from "./OfferList.tsx";

type Found =
  | { kind: "idle" }
  | { kind: "searching" }
  | { kind: "found"; offers: ChangeOfferItem[] }
  | { kind: "refused"; message: string };

/**
 * Change date on a paid booking: new date(s) in the app's date field, the flights the server
 * offers with what each change costs, and a dialog to confirm and pay from the wallet. On success
 * the booking's detail opens, showing the new flights. A multi-city booking ticks the legs that
 * move, each with its new date (docs/adr/0085). `current`: the booked flights, one line a leg.
 */
export function ChangeDate({ booking, current }: { booking: BookingRecord; current: string[] }) {
  const t = useT();
  const locale = useLocale();
  const { currency } = useCurrency();
  const roundTrip = booking.isRoundTrip;
  const multiCity = recordTripType(booking) === "MULTI_CITY";
  const [legDates, setLegDates] = useState<LegDate[]>(() =>
    recordLegs(booking).map((leg) => ({ change: false, date: leg.departureAt.slice(0, 10) })),
  );
  const [departureDate, setDeparture] = useState(booking.departureDate.slice(0, 10));
  const [returnDate, setReturn] = useState(booking.returnFlightInfo?.returnDate.slice(0, 10) ?? "");
  const [found, setFound] = useState<Found>({ kind: "idle" });
  const [choice, setChoice] = useState<ChangeOfferItem | null>(null);
  const labels = {
    day: t("change.day"),
    month: t("change.month"),
    year: t("change.year"),
    chooseMonth: t("change.chooseMonth"),
  };

  async function search(event: { preventDefault: () => void }) {
    event.preventDefault();
    const legs = legDates.flatMap((leg, i) => (leg.change ? [{ leg: i + 1, departureDate: leg.date }] : []));
    if (multiCity && legs.length === 0) {
      setFound({ kind: "refused", message: t("change.pickLeg") });
      return;
    }
    const dates: ChangeDatesBody = multiCity
      ? { legs }
      : roundTrip
        ? { departureDate, returnDate }
        : { departureDate };
    setFound({ kind: "searching" });
    try {
      const offers = await fetchChangeOffers(booking.id, dates);
      setFound({ kind: "found", offers });
    } catch (error) {
      setFound({ kind: "refused", message: changeRefusal(error, t) });
    }
  }

  return (
    <div className={`mt-6 ${card}`}>
      <h2 className="font-semibold">{t("change.pick")}</h2>
      <form className="mt-3 grid gap-4 sm:grid-cols-2" onSubmit={search} noValidate>
        {multiCity ? (
          <LegDates
            legs={bookingLegs(booking, locale)}
            value={legDates}
            onChange={setLegDates}
            labels={labels}
          />
        ) : (
          <DayMonthYearField
            id="change-departure"
            label={t("change.departure")}
            value={departureDate}
            onChange={setDeparture}
            locale={locale}
            labels={labels}
          />
        )}
        {roundTrip && (
          <DayMonthYearField
            id="change-return"
            label={t("change.return")}
            value={returnDate}
            onChange={setReturn}
            locale={locale}
            labels={labels}
          />
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} {...busyButton(found.kind === "searching")}>
            {found.kind === "searching" ? t("change.searching") : t("change.search")}
          </button>
        </div>
      </form>
      {found.kind === "refused" && (
        <p role="alert" className="mt-4 text-red-700">
          {found.message}
        </p>
      )}
      {found.kind === "found" && found.offers.length === 0 && <p className="mt-4">{t("change.none")}</p>}
      {found.kind === "found" && found.offers.length > 0 && (
        <OfferList
          items={found.offers.map((item) => ({
            offer: item.offer,
            cost: item.quote.total > 0 ? formatCents(item.quote.total, currency, locale) : t("change.free"),
          }))}
          choose={t("change.choose")}
          onChoose={(index) => setChoice(found.offers[index] ?? null)}
        />
      )}
      {choice && (
        <ChangeConfirmDialog
          bookingId={booking.id}
          current={current}
          choice={choice}
          currency={currency}
          onClose={() => setChoice(null)}
          onChanged={() => {
            toast.success(t("change.done", { id: booking.id }));
            navigate("bookingDetail", { id: booking.id });
          }}
        />
      )}
    </div>
  );
}
