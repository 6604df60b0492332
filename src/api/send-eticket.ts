import { apiRequest } from "./client.ts";

/**
 * Mails the e-ticket of a paid booking to its contact e-mail
 * (`POST /apis/flights/booking/send-email/{id}`); `message` says where it went. 409 while unpaid.
 */
export function sendEticket(bookingId: string): Promise<{ status: "success"; message: string }> {
  return apiRequest(`/apis/flights/booking/send-email/${encodeURIComponent(bookingId)}`, { method: "POST" });
}
