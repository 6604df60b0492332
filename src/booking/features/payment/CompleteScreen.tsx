import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { eticketFileName, fetchEticketPdf } from "../../../api/eticket-pdf.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { formatPrice } from "../../../domain/money.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { saveFile } from "../../../ui/save-file.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { notifyError } from "../../notify-error.ts";
import { pathTo } from "../../paths.ts";
import { redirectTo } from "../../router.ts";
import { useLocale, useT } from "../../use-t.ts";

const HOTLINES = "+95 9 123 456 789, +95 1 234 567";

/** Step 3 (/payment/complete): the paid booking, its passengers, the e-ticket and the hotline. */
export default function CompleteScreen() {
  const t = useT();
  const locale = useLocale();
  const booking = useStore($bookingData);
  const { token } = useStore($auth);
  const currency = usePriceCurrency();
  useEffect(() => watchBookingOwner(), []);
  const city = useCityNames(booking ? [booking.origin, booking.destination] : [], locale);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (booking && booking.status !== "PAID") redirectTo("payment");
  }, [booking]);

  if (booking?.status !== "PAID") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <p>{t("complete.nothing")}</p>
        <a href={pathTo("flights")} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("complete.newSearch")}
        </a>
      </div>
    );
  }

  const title = (gender: string) =>
    gender === "MALE" ? t("complete.mr") : gender === "FEMALE" ? t("complete.ms") : t("complete.mx");
  const download = async () => {
    if (!token || downloading) return;
    setDownloading(true);
    try {
      saveFile(await fetchEticketPdf(booking.id), eticketFileName(booking.id));
    } catch (error) {
      notifyError(error, t);
      toast.error(t("complete.downloadFailed"));
    } finally {
      setDownloading(false);
    }
  };
  const back = booking.returnFlightInfo;
  const rows: Array<[string, string]> = [
    [t("complete.bookingId"), booking.id],
    [t("complete.pnr"), [booking.airlineRef, back?.airlineRef].filter(Boolean).join(", ")],
    [
      t("complete.route"),
      `${city(booking.origin)} (${booking.origin}) → ${city(booking.destination)} (${booking.destination})`,
    ],
    [
      t("complete.departure"),
      `${detailDate(booking.departureDate, locale)} ${timeOf(booking.departureDate, locale)}`,
    ],
    ...(back
      ? [
          [
            t("complete.return"),
            `${detailDate(back.returnDate, locale)} ${timeOf(back.returnDate, locale)}`,
          ] as [string, string],
        ]
      : []),
    [t("complete.airline"), booking.airlineName],
    [t("complete.flightNumber"), [booking.flightNumber, back?.flightNumber].filter(Boolean).join(", ")],
    // The booking keeps the phone without its + (spec section 3); shown with it.
    [t("complete.contact"), `+${booking.contact.phoneNumber.replace(/^\+/, "")} · ${booking.contact.email}`],
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <ProgressSteps process={3} t={t} locale={locale} />
      <div className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5 text-center">
        <h1 className="text-2xl font-bold tracking-wide text-green-900">{t("complete.heading")}</h1>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_16rem]">
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-5 font-semibold">{t("complete.passengers")}</h2>
          <ol className="mt-2 space-y-1 text-sm">
            {booking.passengers.map((p, i) => (
              <li key={`${p.firstName}-${p.lastName}-${p.dateOfBirth}`}>
                {title(p.gender)} {p.firstName} {p.lastName}
                {i >= booking.adults ? ` (${t("complete.child")})` : ""}
              </li>
            ))}
          </ol>
        </section>
        <aside className="space-y-4">
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="font-semibold">{t("complete.amount")}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {t("complete.passengerCount", { n: booking.passengers.length })}
            </p>
            <p className="text-xl font-semibold">{formatPrice(booking.totalPrice, currency)}</p>
            <p className="text-xs text-slate-600">{t("complete.includedTax")}</p>
          </section>
          <button
            type="button"
            onClick={() => void download()}
            disabled={downloading}
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {t("complete.download")}
          </button>
          <p className="text-sm text-slate-700">{t("complete.hotline", { numbers: HOTLINES })}</p>
        </aside>
      </div>
    </div>
  );
}
