import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { createBooking } from "../../../api/create-booking.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import type { BookingPayload } from "../../../domain/booking.ts";
import { BOOKING_FAILED, type BookingRequestState } from "../../../domain/booking-request.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { storeBooking } from "../../../stores/booking-data.ts";
import { clearPassengerInfo } from "../../../stores/passenger-info.ts";
import { clearSelectedFlight, selectFlight } from "../../../stores/selected-flight.ts";
import { notifyError } from "../../notify-error.ts";
import { navigate } from "../../router.ts";

/**
 * Confirm Booking and its answers (spec section 4): one request at a time, so a double click
 * books once; every branch of the contract becomes the one `state` value the screen shows. The
 * same booking sent again (Confirm after a lost answer) carries the same Idempotency-Key, so the
 * server answers the booking it already made instead of holding the seats twice.
 */
export function useBooking(t: Translate, payloadFor: (offer: FlightOffer) => BookingPayload) {
  const [state, setState] = useState<BookingRequestState>({ kind: "idle" });
  const busy = useRef(false);
  const attempt = useRef<{ sent: string; key: string } | null>(null);

  const send = async (offer: FlightOffer) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: "sending" });
    try {
      const payload = payloadFor(offer);
      const sent = JSON.stringify(payload);
      if (attempt.current?.sent !== sent) attempt.current = { sent, key: newIdempotencyKey() };
      const outcome = await createBooking(payload, attempt.current.key);
      if (outcome.kind === "booked") {
        storeBooking(outcome.record);
        toast.success(t("ticket.booked"));
        navigate("payment");
        // After leaving the step: the saved flight and passengers belong to this booking now.
        clearSelectedFlight();
        clearPassengerInfo();
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
      if (outcome.kind === "failed")
        toast.error(outcome.message === BOOKING_FAILED ? t("ticket.failed") : outcome.message);
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
    send,
    /** The traveller accepts the new price: the stored offer takes it, and the booking goes again. */
    acceptPrice: (offer: FlightOffer) => {
      selectFlight(offer);
      void send(offer);
    },
    declinePrice: () => {
      toast.error(t("ticket.priceCancelled"));
      setState({ kind: "idle" });
    },
    dismiss: () => setState({ kind: "idle" }),
  };
}
