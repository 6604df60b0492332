import { phoneShown } from "../../../domain/account-rules.ts";
import { legName, recordLegs, recordTripType } from "../../../domain/booked-legs.ts";
import { kindOf } from "../../../domain/booked-passengers.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookedFlights, cityName } from "../../../domain/booking-legs.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { hotlinesInText } from "../../../domain/support-contact.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { AgentSaleList } from "../../common/agent-sale-parts.ts";
import { legTitle } from "../../common/leg-title.ts";
import { useLocale, useT } from "../../use-t.ts";

interface Props {
  /** The paid booking. */
  booking: BookingRecord;
  /** Where its e-ticket was mailed when it was paid: one address or two ([]: not known here). */
  eticketTo: string[];
  currency: Currency;
  /** A city's name by airport code, for codes the booking does not name itself. */
  city: (code: string) => string;
  /** The e-ticket is being downloaded (the button waits). */
  downloading: boolean;
  onDownload?: () => void;
}

/**
 * Step 3 (/payment/complete) with the paid booking: where its e-ticket was mailed, its flights
 * (every leg of a multi-city trip),
 * passengers and contact, the amount, the e-ticket button and the hotline.
 */
export function PaidBooking({ booking, eticketTo, currency, city, downloading, onDownload }: Props) {
  const t = useT();
  const locale = useLocale();
  const name = (code: string) =>
    booking.cities?.[code] ? cityName(booking.cities, code, locale) : city(code);
  // A child's title is a child's (Master, Miss; မောင်, မ in Myanmar), not a grown-up's.
  const title = (gender: string, child: boolean) =>
    gender === "MALE"
      ? t(child ? "complete.master" : "complete.mr")
      : gender === "FEMALE"
        ? t(child ? "complete.miss" : "complete.ms")
        : t("complete.mx");
  const back = booking.returnFlightInfo;
  const legs = recordLegs(booking);
  const multiCity = recordTripType(booking) === "MULTI_CITY";
  const when = (at: string) => `${detailDate(at, locale)} ${timeOf(at, locale)}`;
  // The contact's address, and the account holder's when it is another.
  const [first, second] = eticketTo;
  // A multi-city trip: each leg's route and departure under its name ("Flight 2 of 4").
  const legRows: Array<[string, string]> = multiCity
    ? legs.map((leg, i) => [
        legTitle(t, legName("MULTI_CITY", i, legs.length), {
          outbound: "complete.departure",
          return: "complete.return",
        }),
        `${name(leg.origin)} (${leg.origin}) → ${name(leg.destination)} (${leg.destination}) · ${when(leg.departureAt)}`,
      ])
    : [
        [
          t("complete.route"),
          `${name(booking.origin)} (${booking.origin}) → ${name(booking.destination)} (${booking.destination})`,
        ],
        [t("complete.departure"), when(booking.departureDate)],
        ...(back ? [[t("complete.return"), when(back.returnDate)] as [string, string]] : []),
      ];
  const rows: Array<[string, string]> = [
    [t("complete.bookingId"), booking.id],
    // One PNR when the flights are in the same airline booking.
    [t("complete.pnr"), [...new Set(legs.map((leg) => leg.airlineRef).filter(Boolean))].join(", ")],
    ...legRows,
    [t("complete.airline"), [...new Set(legs.map((leg) => leg.airlineName))].join(", ")],
    [t("complete.flightNumber"), bookedFlights(booking)],
    [t("complete.contact"), `${phoneShown(booking.contact.phoneNumber)} · ${booking.contact.email}`],
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <ProgressSteps process={3} t={t} locale={locale} />
      <div className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5 text-center">
        <h1 className="text-2xl font-bold tracking-wide wrap-break-word text-green-900">
          {t("complete.heading")}
        </h1>
        {first && (
          <p className="mt-2 wrap-anywhere text-green-900">
            {second
              ? t("complete.eticketSentBoth", { first, second })
              : t("complete.eticketSent", { address: first })}
          </p>
        )}
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[1fr_16rem]">
        <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-5 font-semibold">{t("complete.passengers")}</h2>
          <ol className="mt-2 space-y-1 text-sm">
            {booking.passengers.map((p, i) => {
              // Children and infants on lap take a child's title; an infant is said as one.
              const { kind } = kindOf(p, i + 1, booking);
              return (
                <li key={`${p.firstName}-${p.lastName}-${p.dateOfBirth}`}>
                  {title(p.gender, kind !== "Adult")} {p.firstName} {p.lastName}
                  {kind === "Adult" ? "" : ` (${t(kind === "Child" ? "complete.child" : "complete.infant")})`}
                </li>
              );
            })}
          </ol>
        </section>
        <aside className="space-y-4">
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="font-semibold">{t("complete.amount")}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {t("complete.passengerCount", { n: booking.passengers.length })}
            </p>
            <p className="text-xl font-semibold">{formatPrice(booking.totalPrice, currency, locale)}</p>
            <p className="text-xs text-slate-600">{t("complete.includedTax")}</p>
            {booking.agentSale && <AgentSaleList sale={booking.agentSale} currency={currency} />}
          </section>
          <button
            type="button"
            onClick={onDownload}
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-70"
            {...busyButton(downloading)}
          >
            {t("complete.download")}
          </button>
          <p className="text-sm text-slate-700">{t("complete.hotline", { numbers: hotlinesInText() })}</p>
        </aside>
      </div>
    </div>
  );
}
