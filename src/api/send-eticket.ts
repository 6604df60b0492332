import { type EticketSent, isEticketSent } from "../domain/booking.ts";
import { checked } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/**
 * Mails the e-ticket of a paid booking to its contact e-mail
 * (`POST /apis/flights/booking/send-email/{id}`); `message` says where it went. 409 while unpaid.
 */
export function sendEticket(bookingId: string): Promise<EticketSent> {
  return apiRequest(
    `/apis/flights/booking/send-email/${encodeURIComponent(bookingId)}`,
    checked(isEticketSent),
    { method: "POST" },
  );
}

/**
 * The address in the contract's answer ('E-ticket sent to {email}'), so the app can say it in the
 * page's language; null for any other wording.
 * @example eticketRecipient("E-ticket sent to su@example.mm") // "su@example.mm"
 */
export function eticketRecipient(message: string): string | null {
  return /^E-ticket sent to (\S+@\S+)$/.exec(message.trim())?.[1] ?? null;
}
