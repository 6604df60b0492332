import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { pathTo } from "../../paths.ts";
import { redirectTo, signInAndReturn } from "../../router.ts";
import { useScreenTitle } from "../../screen-title.ts";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { useLocale, useT } from "../../use-t.ts";
import { CompleteView } from "./CompleteView.tsx";

/** Step 3 (/payment/complete): the paid booking, its passengers, the e-ticket and the hotline. */
export default function CompleteScreen() {
  const t = useT();
  const locale = useLocale();
  const booking = useStore($bookingData);
  const { token } = useStore($auth);
  const currency = usePriceCurrency();
  useEffect(() => watchBookingOwner(), []);
  const city = useCityNames(booking ? [booking.origin, booking.destination] : [], locale);
  const eticket = useEticketDownload();

  useEffect(() => {
    if (booking && booking.status !== "PAID") redirectTo("payment");
  }, [booking]);
  useScreenTitle(booking?.status === "PAID" ? null : "complete.nothingHeading");

  if (booking?.status !== "PAID") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{t("complete.nothingHeading")}</h1>
        <p className="mt-2">{t("complete.nothing")}</p>
        <a href={pathTo("flights")} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("complete.newSearch")}
        </a>
      </div>
    );
  }

  // The e-ticket is the signed-in customer's: a visitor signed out since paying signs in first
  // and comes back here.
  const download = () => (token ? void eticket.download(booking.id) : signInAndReturn());
  return (
    <CompleteView
      booking={booking}
      t={t}
      locale={locale}
      currency={currency}
      city={city}
      downloading={eticket.busyId !== null}
      onDownload={download}
    />
  );
}
