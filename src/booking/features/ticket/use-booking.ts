import { useRef, useState } from "react";
import { createBooking } from "../../../api/create-booking.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import type { BookingPayload, BookingRecord } from "../../../domain/booking.ts";
import { BOOKING_FAILED, type BookingRequestState } from "../../../domain/booking-request.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { awaitingPayment } from "../../../domain/steps.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { storeBooking } from "../../../stores/booking-data.ts";
import { clearContactInfo } from "../../../stores/contact-info.ts";
import { clearPassengerInfo } from "../../../stores/passenger-info.ts";
import { clearSelectedFlight, selectFlight } from "../../../stores/selected-flight.ts";
import toast from "../../../ui/toast.ts";
import { notifyError } from "../../notify-error.ts";
import { refusalText } from "../../refusal-text.ts";
import { navigate } from "../../router.ts";

/** To the payment step with `record` stored: the step's flight and passengers belong to it now. */
function payNext(record: BookingRecord, agent: boolean): void {
  storeBooking(record);
  navigate("payment");
  // After leaving the step, so that it does not flash its "no flight" state.
  clearSelectedFlight();
  clearPassengerInfo();
  // An agent's contact was this customer's: the next booking is for someone else (ADR 0083).
  if (agent) clearContactInfo();
}

/**
 * A refused booking in the page's language: the text of the API's code (the markup field is
 * focused when it is the markup), else the server's sentence, else the spec's generic one.
 */
function failureText(outcome: { message: string; code?: string }, t: Translate): string {
  if (outcome.code === "MARKUP_TOO_HIGH") document.getElementById("agent-markup-value")?.focus();
  const coded = outcome.code ? refusalText(outcome.code) : undefined;
  return coded ?? (outcome.message === BOOKING_FAILED ? t("ticket.failed") : outcome.message);
}

/**
 * Confirm Booking and its answers (spec section 4): one request at a time, so a double click
 * books once; every branch of the contract becomes the one `state` value the screen shows. The
 * same booking sent again (Confirm after a lost answer) carries the same Idempotency-Key, so the
 * server answers the booking it already made instead of holding the seats twice. A passenger
 * already booked on these flights (`duplicate`) is booked again only when the traveller says so
 * ("Book again anyway": the request carries allowDuplicate), or their booking is opened instead.
 */
export function useBooking(t: Translate, payloadFor: (offer: FlightOffer) => BookingPayload, agent = false) {
  const [state, setState] = useState<BookingRequestState>({ kind: "idle" });
  const busy = useRef(false);
  const attempt = useRef<{ sent: string; key: string } | null>(null);
  // Whether the last request was a "Book again anyway", so that a new price accepted keeps it.
  const meant = useRef(false);

  const send = async (offer: FlightOffer, allowDuplicate = false) => {
    if (busy.current) return;
    busy.current = true;
    meant.current = allowDuplicate;
    setState({ kind: "sending" });
    try {
      const payload = allowDuplicate ? { ...payloadFor(offer), allowDuplicate } : payloadFor(offer);
      const sent = JSON.stringify(payload);
      if (attempt.current?.sent !== sent) attempt.current = { sent, key: newIdempotencyKey() };
      const outcome = await createBooking(payload, attempt.current.key);
      if (outcome.kind === "booked") {
        toast.success(t("ticket.booked"));
        payNext(outcome.record, agent);
        return;
      }
      if (outcome.kind === "unavailable") {
        toast.error(t("ticket.unavailable"));
        navigate("flights");
        return;
      }
      // The results show the notice that closes the route instead of its offers.
      if (outcome.kind === "routeClosed") {
        toast.error(t("ticket.routeClosed"));
        navigate("flights");
        return;
      }
      if (outcome.kind === "failed") toast.error(failureText(outcome, t));
      setState(outcome.kind === "failed" ? { kind: "idle" } : outcome);
    } catch (error) {
      notifyError(error, t);
      setState({ kind: "idle" });
    } finally {
      busy.current = false;
    }
  };

  return {
    state,
    send: (offer: FlightOffer) => send(offer),
    /** "Book again anyway": the same booking, sent as meant. */
    bookAgain: (offer: FlightOffer) => send(offer, true),
    /** "Go to my booking": pay the earlier booking while its hold lasts, else see it. */
    openExisting: (booking: BookingRecord) => {
      if (awaitingPayment(booking, Date.now())) payNext(booking, agent);
      else navigate("bookingDetail", { id: booking.id });
    },
    /** The traveller accepts the new price: the stored offer takes it, and the booking goes again. */
    acceptPrice: (offer: FlightOffer) => {
      selectFlight(offer);
      void send(offer, meant.current);
    },
    declinePrice: () => {
      toast.error(t("ticket.priceCancelled"));
      setState({ kind: "idle" });
    },
    dismiss: () => setState({ kind: "idle" }),
  };
}
