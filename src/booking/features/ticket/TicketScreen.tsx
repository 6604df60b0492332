import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useState } from "react";
import toast from "react-hot-toast";
import { offerIsBookable } from "../../../domain/booking-request.ts";
import { type ContactInfo, validateContactInfo } from "../../../domain/contact-info.ts";
import { travellerCounts } from "../../../domain/flight-offer.ts";
import { type PassengerInfo, validatePassenger, validatePassengers } from "../../../domain/passenger-info.ts";
import { passengerList, passengerSlots } from "../../../domain/passenger-slots.ts";
import { awaitingPayment, ticketStatus } from "../../../domain/steps.ts";
import { hasMyanmar, toUnicode } from "../../../domain/zawgyi.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { $contactInfo, prefillContact, setContactField } from "../../../stores/contact-info.ts";
import { $passengerInfo, savePassenger } from "../../../stores/passenger-info.ts";
import { $searchParams } from "../../../stores/search-params.ts";
import { $selectedFlight } from "../../../stores/selected-flight.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { myanmarToday, usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { navigate, redirectHome } from "../../router.ts";
import { type FieldFailure, fieldErrors, ruleMessage, withoutField } from "../../rule-message.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BranchDialogs } from "./BranchDialogs.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { useFlightChangedElsewhere } from "./flight-changed-elsewhere.ts";
import { HeldBookingNotice } from "./HeldBookingNotice.tsx";
import { offerLegs } from "./offer-view.ts";
import { PassengerDialog, type PassengerErrors } from "./PassengerDialog.tsx";
import { TicketView } from "./TicketView.tsx";
import { bookingPayload } from "./ticket-payload.ts";
import { useBooking } from "./use-booking.ts";

/** Step 1 (/ticket): the chosen flight, contact and passengers, Continue and Confirm Booking. */
export default function TicketScreen() {
  const t = useT();
  const locale = useLocale();
  const offer = useStore($selectedFlight);
  const search = useStore($searchParams);
  const { user, isAuthenticated } = useStore($auth);
  const contact = useStore($contactInfo);
  const saved = useStore($passengerInfo);
  const currency = usePriceCurrency();
  useEffect(() => watchBookingOwner(), []);
  useFlightChangedElsewhere(t);
  const status = ticketStatus({
    hasSearch: Boolean(search),
    hasOffer: Boolean(offer),
    signedIn: isAuthenticated,
  });
  // The booking made here waits for payment (Back from /payment): offered, not sent home.
  const made = useStore($bookingData);
  const held = status === "noFlight" && made && awaitingPayment(made, Date.now()) ? made : null;
  // Failures, not their text: a message is written in the page's language when shown, so a
  // language switch rewrites it with the rest of the form.
  const [contactFailure, setContactFailure] = useState<FieldFailure<keyof ContactInfo> | null>(null);
  const [editing, setEditing] = useState<{ number: number; failure: FieldFailure<string> | null } | null>(
    null,
  );
  const [confirmOpen, setConfirmOpen] = useState(false);
  const today = myanmarToday();
  const travelType = search?.travelType ?? 2;
  const counts = offer ? travellerCounts(offer) : { adults: 0, children: 0 };
  const total = counts.adults + counts.children;
  const passengers = passengerList(total, saved);
  const legs = offer ? offerLegs(offer) : [];
  const city = useCityNames(
    legs.flatMap((l) => [l.from, l.to]),
    locale,
  );

  const booking = useBooking(t, (o) =>
    bookingPayload({ offer: o, travelType, contact, passengers, userId: user?.id ?? "" }),
  );

  const hasHeld = held !== null;
  useEffect(() => {
    if (status === "noFlight" && !hasHeld && booking.state.kind !== "sending") redirectHome();
  }, [status, hasHeld, booking.state.kind]);

  // Before the first paint, as the page's early copy (early-ticket.ts) shows the form prefilled.
  useLayoutEffect(() => {
    if (user && !user.isAgent) prefillContact(user);
  }, [user]);

  if (held)
    return <HeldBookingNotice id={held.id} holdExpiresAt={held.holdExpiresAt} t={t} locale={locale} />;
  if (status !== "ready" || !offer || !user) return null;

  const changeContact = (field: keyof ContactInfo, value: string) => {
    setContactField(field, value);
    setContactFailure((held) => withoutField(held, field));
    // Zawgyi typed into a field is stored as Unicode (the field shows the converted text).
    if (hasMyanmar(value))
      toUnicode(value)
        .then((unicode) => {
          if (unicode !== value && $contactInfo.get()[field] === value) setContactField(field, unicode);
        })
        .catch(() => undefined);
  };

  const passengerRules = {
    ...counts,
    travelType,
    today,
    departureDate: legs[0]?.departAt.slice(0, 10),
    lastTravelDate: legs.at(-1)?.arriveAt.slice(0, 10),
  };

  const onContinue = () => {
    if (!offerIsBookable(offer)) return;
    // The store, not this render's copy: a Continue pressed on the page's early copy is pressed
    // again as the screen takes over, before it has drawn the contact its layout effect prefilled.
    const contactProblem = validateContactInfo($contactInfo.get());
    if (contactProblem) {
      toast.error(ruleMessage(contactProblem, t), shownInForm);
      const field = contactProblem.field.split(".")[1] as keyof ContactInfo | undefined;
      const target = field ?? "firstName";
      setContactFailure({ field: target, failure: contactProblem });
      document.getElementById(`contact-${target}`)?.focus();
      return;
    }
    setContactFailure(null);
    const failure = validatePassengers(passengers, passengerRules);
    if (failure) {
      const [, index, field] = failure.field.split(".");
      // Shown at the passenger's field when it names one, else only here.
      toast.error(ruleMessage(failure, t), index !== undefined && field ? shownInForm : undefined);
      if (index !== undefined && field) {
        setEditing({ number: Number(index) + 1, failure: { field, failure } });
      } else {
        const firstMissing = passengerSlots(counts.adults, counts.children, saved).find((s) => !s.saved);
        document.getElementById(`passenger-button-${firstMissing?.number ?? 1}`)?.focus();
      }
      return;
    }
    setConfirmOpen(true);
  };

  // The modal unmounts on close, so focus goes back to its passenger's button here.
  const closePassenger = (number: number) => {
    setEditing(null);
    setTimeout(() => document.getElementById(`passenger-button-${number}`)?.focus(), 0);
  };

  const confirm = async () => {
    await booking.send(offer);
    setConfirmOpen(false);
  };

  const sending = booking.state.kind === "sending";
  return (
    <TicketView
      offer={offer}
      contact={contact}
      contactErrors={fieldErrors(contactFailure, t)}
      slots={passengerSlots(counts.adults, counts.children, saved)}
      isAgent={user.isAgent}
      infants={search?.infants ?? 0}
      t={t}
      locale={locale}
      city={city}
      currency={currency}
      onContactChange={changeContact}
      onOpenPassenger={(number) => setEditing({ number, failure: null })}
      onContinue={onContinue}
    >
      {editing && (
        <PassengerDialog
          key={editing.number}
          number={editing.number}
          kind={editing.number <= counts.adults ? "Adult" : "Child"}
          initial={saved[String(editing.number)]}
          travelType={travelType}
          today={today}
          errors={fieldErrors(editing.failure, t) as PassengerErrors}
          locale={locale}
          t={t}
          onSave={(info: PassengerInfo) => {
            // A passenger is saved (and their button turns green) only when they pass the rules;
            // else the form stays open with the rule's message at its field, as Continue shows it.
            const failure = validatePassenger(info, editing.number, passengerRules);
            if (failure) {
              const field = failure.field.split(".")[2] ?? "firstName";
              setEditing({ number: editing.number, failure: { field, failure } });
              return;
            }
            savePassenger(editing.number, info);
            closePassenger(editing.number);
          }}
          onClose={() => closePassenger(editing.number)}
        />
      )}
      <ConfirmDialog
        open={sending || (confirmOpen && booking.state.kind === "idle")}
        busy={sending}
        offer={offer}
        contact={contact}
        passengers={passengers}
        currency={currency}
        city={city}
        t={t}
        onConfirm={() => void confirm()}
        onClose={() => setConfirmOpen(false)}
      />
      <BranchDialogs
        state={booking.state}
        currency={currency}
        t={t}
        onAcceptPrice={booking.acceptPrice}
        onDeclinePrice={booking.declinePrice}
        onResearch={() => navigate("flights")}
        onDismiss={booking.dismiss}
      />
    </TicketView>
  );
}
