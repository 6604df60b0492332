import { useEffect } from "react";
import { awaitingPayment, ticketStatus } from "../../../domain/steps.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { $searchParams } from "../../../stores/search-params.ts";
import { $selectedFlight } from "../../../stores/selected-flight.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { useStored } from "../../../ui/use-stored.ts";
import { redirectHome } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";
import { HeldBookingNotice } from "./HeldBookingNotice.tsx";
import { TicketForm } from "./TicketForm.tsx";

/**
 * Step 1 (/ticket): the chosen flight, contact and passengers, Continue and Confirm Booking. As
 * built, and while the page hydrates, the step's heading waits over a spinner: who is signed in
 * and which flight was chosen are known only in the browser. Without a flight it goes home, or
 * offers the booking made from it that waits for payment (Back from /payment).
 */
export default function TicketScreen() {
  const t = useT();
  const locale = useLocale();
  const offer = useStored($selectedFlight);
  const search = useStored($searchParams);
  const auth = useStored($auth);
  const made = useStored($bookingData);
  useEffect(() => watchBookingOwner(), []);
  const known = offer !== undefined && search !== undefined && auth !== undefined && made !== undefined;
  const status = ticketStatus({
    hasSearch: Boolean(search),
    hasOffer: Boolean(offer),
    signedIn: Boolean(auth?.isAuthenticated),
  });
  const held = known && status === "noFlight" && made && awaitingPayment(made, Date.now()) ? made : null;

  useEffect(() => {
    if (known && status === "noFlight" && !held) redirectHome();
  }, [known, status, held]);

  if (held)
    return <HeldBookingNotice id={held.id} holdExpiresAt={held.holdExpiresAt} t={t} locale={locale} />;
  if (!known || status !== "ready" || !offer || !search || !auth?.user)
    return (
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:pb-10">
        <ProgressSteps process={1} t={t} locale={locale} />
        <h1 className="mt-6 text-2xl font-semibold">{t("ticket.heading")}</h1>
        <Spinner label={t("app.loading")} />
      </div>
    );
  return <TicketForm offer={offer} search={search} user={auth.user} />;
}
