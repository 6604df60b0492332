/**
 * Steps unlock on data, not on clicks: what the ticket and payment steps can show, from what
 * the browser holds (spec sections 2 and 5).
 */
export type TicketStatus = "noFlight" | "needsLogin" | "ready";
export type PaymentStatus = "noBooking" | "needsLogin" | "ready" | "paid";

/**
 * The ticket step needs search parameters and a chosen offer (else it goes home) and a
 * signed-in user (else sign in and come back).
 */
export function ticketStatus(input: {
  hasSearch: boolean;
  hasOffer: boolean;
  signedIn: boolean;
}): TicketStatus {
  if (!input.hasSearch || !input.hasOffer) return "noFlight";
  return input.signedIn ? "ready" : "needsLogin";
}

/** The payment step needs a stored booking with an id and a signed-in user (spec section 5). */
export function paymentStatus(input: {
  bookingId: string | null | undefined;
  bookingPaid: boolean;
  signedIn: boolean;
}): PaymentStatus {
  if (!input.bookingId) return "noBooking";
  if (input.bookingPaid) return "paid";
  return input.signedIn ? "ready" : "needsLogin";
}

/**
 * A booking made and not yet paid whose seat hold has not ended: /ticket, reached again with no
 * flight chosen (Back from /payment), offers to go on paying it instead of sending the traveller
 * home.
 */
export function awaitingPayment(
  record: { status: string; holdExpiresAt: string } | null | undefined,
  now: number,
): boolean {
  return record?.status === "PENDING_PAYMENT" && Date.parse(record.holdExpiresAt) > now;
}
