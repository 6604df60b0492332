import { useEffect } from "react";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData, $eticketSent } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { redirectTo, signInAndReturn } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import { useScreenTitle } from "../../screen-title.ts";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { PaidBooking } from "./PaidBooking.tsx";

/**
 * Step 3 (/payment/complete): the paid booking, its passengers, where its e-ticket was mailed,
 * the e-ticket and the hotline. As
 * built, and while the page hydrates, a neutral heading waits over a spinner: the stored booking
 * is known only in the browser. A booking not yet paid goes back to /payment; with none, the page
 * says there is nothing to show.
 */
export default function CompleteScreen() {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const booking = useStored($bookingData);
  const auth = useStored($auth);
  const sent = useStored($eticketSent);
  const currency = usePriceCurrency();
  useEffect(() => watchBookingOwner(), []);
  const city = useCityNames(booking ? [booking.origin, booking.destination] : [], locale);
  const eticket = useEticketDownload();

  useEffect(() => {
    if (booking && booking.status !== "PAID") redirectTo("payment");
  }, [booking]);
  useScreenTitle(booking === null ? "complete.nothingHeading" : null);

  if (booking === undefined || auth === undefined || (booking && booking.status !== "PAID"))
    return (
      <div className="mx-auto max-w-4xl px-4 py-6">
        <ProgressSteps process={3} t={t} locale={locale} />
        <h1 className="mt-6 text-2xl font-semibold">{t("complete.yourBooking")}</h1>
        <Spinner label={t("app.loading")} />
      </div>
    );

  if (!booking)
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{t("complete.nothingHeading")}</h1>
        <p className="mt-2">{t("complete.nothing")}</p>
        <a href={path("flights")} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("complete.newSearch")}
        </a>
      </div>
    );

  // The e-ticket is the signed-in customer's: a visitor signed out since paying signs in first
  // and comes back here.
  const download = () => (auth.token ? void eticket.download(booking.id) : signInAndReturn());
  return (
    <PaidBooking
      booking={booking}
      eticketTo={sent?.bookingId === booking.id ? sent.to : []}
      currency={currency}
      city={city}
      downloading={eticket.busyId !== null}
      onDownload={download}
    />
  );
}
