import { fetchAuthorizedFile } from "./authorized-file.ts";

/**
 * The e-ticket PDF of a paid booking (`GET /apis/flights/booking/{id}/eticket.pdf`), fetched
 * with the Bearer token. Failures are ApiErrors like every other call's: 404 unknown, 409 not
 * paid yet, 401 signed out.
 */
export function fetchEticketPdf(bookingId: string): Promise<Blob> {
  return fetchAuthorizedFile(
    `/apis/flights/booking/${encodeURIComponent(bookingId)}/eticket.pdf`,
    "application/pdf",
  );
}

/** The file name the e-ticket is saved under. */
export function eticketFileName(bookingId: string): string {
  return `eticket-${bookingId}.pdf`;
}
