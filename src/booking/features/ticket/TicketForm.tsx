import { useLayoutEffect, useRef, useState } from "react";
import type { User } from "../../../domain/account.ts";
import type { MarkupInput } from "../../../domain/agent-markup.ts";
import { offerIsBookable } from "../../../domain/booking-request.ts";
import { type ContactInfo, validateContactInfo } from "../../../domain/contact-info.ts";
import { searchDate } from "../../../domain/dates.ts";
import { requiredDocument } from "../../../domain/fare-document.ts";
import { type FlightOffer, travellerCounts } from "../../../domain/flight-offer.ts";
import { toCents } from "../../../domain/money.ts";
import {
  lapOf,
  type PassengerInfo,
  type PassengerRuleContext,
  passengerKind,
  validatePassenger,
  validatePassengers,
} from "../../../domain/passenger-info.ts";
import { passengerList, passengerSlots } from "../../../domain/passenger-slots.ts";
import { shortValidity } from "../../../domain/passport.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import { hasMyanmar, toUnicode } from "../../../domain/zawgyi.ts";
import {
  $contactInfo,
  clearContactInfo,
  fillContact,
  prefillContact,
  setContactField,
} from "../../../stores/contact-info.ts";
import { $passengerInfo, savePassenger } from "../../../stores/passenger-info.ts";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import toast from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { myanmarToday, usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { agentOnly } from "../../agent-only.tsx";
import { navigate } from "../../router.ts";
import { type FieldFailure, fieldErrors, ruleMessage, withoutField } from "../../rule-message.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BranchDialogs } from "./BranchDialogs.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { ContinueBar } from "./ContinueBar.tsx";
import { FlightSummary } from "./FlightSummary.tsx";
import { useFlightChangedElsewhere } from "./flight-changed-elsewhere.ts";
import type { MarkupCheck } from "./MarkupPanel.tsx";
import { offerLegs } from "./offer-view.ts";
import { PassengerDialog, type PassengerErrors } from "./PassengerDialog.tsx";
import { PassengerList } from "./PassengerList.tsx";
import { TripNotices } from "./TripNotices.tsx";
import { bookingPayload } from "./ticket-payload.ts";
import { useBooking } from "./use-booking.ts";

// An agent's own panels (ADR 0083), downloaded for agents only with their texts (ADR 0086).
const CustomerPicker = agentOnly(() => import("./CustomerPicker.tsx"), "CustomerPicker");
const MarkupPanel = agentOnly(() => import("./MarkupPanel.tsx"), "MarkupPanel");
const AgentSelling = agentOnly(() => import("./MarkupPanel.tsx"), "AgentSelling");

interface Props {
  offer: FlightOffer;
  search: SearchParams;
  /** The signed-in traveller (or agent) booking. */
  user: User;
}

/**
 * The ticket step's form: progress, contact form, passenger buttons, the flight summary and the
 * total with Continue, then the passenger, Confirm Booking and booking-answer dialogs.
 */
export function TicketForm({ offer, search, user }: Props) {
  const t = useT();
  const locale = useLocale();
  const contact = useStored($contactInfo) ?? {};
  const saved = useStored($passengerInfo) ?? {};
  const currency = usePriceCurrency();
  useFlightChangedElsewhere(t);
  // Failures, not their text: a message is written in the page's language when shown.
  const [contactFailure, setContactFailure] = useState<FieldFailure<keyof ContactInfo> | null>(null);
  // `initial`: a traveller of an agent's customer that needs a change before it can be saved.
  const [editing, setEditing] = useState<{
    number: number;
    failure: FieldFailure<string> | null;
    initial?: PassengerInfo;
  } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const today = myanmarToday();
  const travelType = search.travelType;
  // Adults, children and infants on lap, as the offer was priced (infants after the children).
  const counts = travellerCounts(offer);
  const passengers = passengerList(counts.adults + counts.children + counts.infants, saved);
  const legs = offerLegs(offer);
  const city = useCityNames(
    legs.flatMap((l) => [l.from, l.to]),
    locale,
  );
  // An agent's markup on this booking (ADR 0083): their default once MarkupPanel has read it, then
  // as they change it; null for a customer, and while (or if) the default cannot be read, when the
  // booking is sent without one and the server applies the default itself.
  const [markup, setMarkup] = useState<MarkupInput | null>(null);
  const markupCheck = useRef<MarkupCheck>(null);
  const travellers = counts.adults + counts.children + counts.infants;
  const netCents = toCents(offer.price.grandTotal) ?? 0;
  const booking = useBooking(
    t,
    (o) =>
      bookingPayload({
        offer: o,
        travelType,
        contact,
        passengers,
        userId: user.id,
        markup: markup ?? undefined,
      }),
    user.isAgent,
  );

  // A customer's contact starts as their own (an agent's is their customer's); before the
  // form's first paint.
  useLayoutEffect(() => {
    if (!user.isAgent) prefillContact(user);
  }, [user]);

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

  const passengerRules: PassengerRuleContext = {
    ...counts,
    travelType,
    today,
    departureDate: legs[0]?.departAt.slice(0, 10),
    lastFlightDate: offer.itineraries.at(-1)?.segments.at(-1)?.departure.at.slice(0, 10),
    lastTravelDate: legs.at(-1)?.arriveAt.slice(0, 10),
    requiredDocument: requiredDocument(offer.fareType),
  };

  const onContinue = () => {
    if (!offerIsBookable(offer)) return;
    if (markup && markupCheck.current?.passes() === false) return;
    // The store, not this render's copy: the contact prefilled by the layout effect above.
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
        const firstMissing = passengerSlots(counts, saved).find((s) => !s.saved);
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

  // One of an agent's customer's travellers, as the next passenger without one: its number once
  // saved, `edit` when its form opened at a rule's field, null when every passenger is in.
  const addTraveller = (info: PassengerInfo): number | "edit" | null => {
    const free = passengerSlots(counts, $passengerInfo.get() ?? {}).find((slot) => !slot.saved);
    if (!free) return null;
    const failure = validatePassenger(info, free.number, passengerRules);
    if (failure) {
      // Opened at the rule's field, as Continue would show it (an expired passport, an age).
      const field = failure.field.split(".")[2] ?? "firstName";
      setEditing({ number: free.number, failure: { field, failure }, initial: info });
      return "edit";
    }
    savePassenger(free.number, info);
    return free.number;
  };

  const savePassengerInfo = (number: number, info: PassengerInfo) => {
    // A passenger is saved (and their button turns green) only when they pass the rules; else
    // the form stays open with the rule's message at its field, as Continue shows it.
    const failure = validatePassenger(info, number, passengerRules);
    if (failure) {
      const field = failure.field.split(".")[2] ?? "firstName";
      setEditing({ number, failure: { field, failure } });
      return;
    }
    savePassenger(number, info);
    closePassenger(number);
  };

  // A saved passport valid less than 6 months after the trip: said under its passenger's button.
  const lastTravelDate = passengerRules.lastTravelDate;
  const shortPassports: Record<number, string> = {};
  for (const [key, info] of Object.entries(saved)) {
    const expiry = info?.passportExpiry ?? "";
    if (lastTravelDate && shortValidity(expiry, lastTravelDate))
      shortPassports[Number(key)] = t("ticket.passportShortList", { date: searchDate(expiry, locale) });
  }

  const sending = booking.state.kind === "sending";
  // The server's warning that a passenger is booked on this flight already: shown in the dialog.
  const duplicate = booking.state.kind === "duplicate" ? booking.state : null;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 sm:pb-10">
      <ProgressSteps process={1} t={t} locale={locale} />
      <h1 className="mt-6 text-2xl font-semibold">{t("ticket.heading")}</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {user.isAgent && (
            <CustomerPicker
              agentId={user.id}
              onPick={(picked) => {
                fillContact(picked);
                setContactFailure(null);
              }}
              onNew={clearContactInfo}
              onAddTraveller={addTraveller}
            />
          )}
          <ContactForm
            value={contact}
            errors={fieldErrors(contactFailure, t)}
            onChange={changeContact}
            t={t}
            isAgent={user.isAgent}
          />
          <PassengerList
            slots={passengerSlots(counts, saved)}
            t={t}
            onOpen={(number) => setEditing({ number, failure: null })}
            warnings={shortPassports}
          />
          {user.isAgent && (
            <MarkupPanel
              value={markup}
              onChange={setMarkup}
              netCents={netCents}
              travellers={travellers}
              currency={currency}
              check={markupCheck}
            />
          )}
        </div>
        <aside className="lg:order-none order-first">
          <TripNotices offer={offer} fareType={search.fareType} t={t} locale={locale} />
          <FlightSummary offer={offer} t={t} city={city} currency={currency} locale={locale} />
        </aside>
      </div>
      <ContinueBar offer={offer} currency={currency} locale={locale} t={t} onContinue={onContinue} />
      {editing && (
        <PassengerDialog
          key={editing.number}
          number={editing.number}
          kind={passengerKind(editing.number, counts)}
          lapOf={lapOf(editing.number, counts)}
          initial={editing.initial ?? saved[String(editing.number)]}
          travelType={travelType}
          requiredDocument={passengerRules.requiredDocument}
          today={today}
          lastTravelDate={lastTravelDate}
          errors={fieldErrors(editing.failure, t) as PassengerErrors}
          locale={locale}
          t={t}
          onSave={(info: PassengerInfo) => savePassengerInfo(editing.number, info)}
          onClose={() => closePassenger(editing.number)}
        />
      )}
      <ConfirmDialog
        open={sending || duplicate !== null || (confirmOpen && booking.state.kind === "idle")}
        busy={sending}
        offer={offer}
        contact={contact}
        passengers={passengers}
        counts={counts}
        currency={currency}
        city={city}
        t={t}
        duplicate={duplicate}
        agentSelling={
          markup && (
            <AgentSelling value={markup} netCents={netCents} travellers={travellers} currency={currency} />
          )
        }
        onConfirm={() => {
          void booking.send(offer).then(() => setConfirmOpen(false));
        }}
        onBookAgain={() => {
          void booking.bookAgain(offer);
        }}
        onOpenExisting={() => duplicate && booking.openExisting(duplicate.booking)}
        onClose={() => {
          setConfirmOpen(false);
          if (duplicate) booking.dismiss();
        }}
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
    </div>
  );
}
