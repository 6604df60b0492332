import { $token } from "../stores/auth.ts";
import { ApiError } from "./api-error.ts";
import { apiBase, REQUEST_TIMEOUT_MS } from "./client.ts";

/**
 * The e-ticket PDF of a paid booking (`GET /apis/flights/booking/{id}/eticket.pdf`), fetched
 * with the Bearer token (a plain link could not send it). Failures are ApiErrors like every
 * other call's: 404 unknown, 409 not paid yet, 401 signed out.
 */
export async function fetchEticketPdf(bookingId: string): Promise<Blob> {
  const token = $token.get();
  let response: Response;
  try {
    response = await fetch(`${apiBase}/apis/flights/booking/${encodeURIComponent(bookingId)}/eticket.pdf`, {
      headers: { Accept: "application/pdf", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === "TimeoutError") throw new ApiError("timeout", "The request timed out");
    throw new ApiError("network", error instanceof Error ? error.message : "Network error");
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: { code?: string } };
  throw new ApiError("http", body.message || response.statusText, {
    status: response.status,
    code: body.error?.code,
    data: body,
  });
}

/** The file name the e-ticket is saved under. */
export function eticketFileName(bookingId: string): string {
  return `eticket-${bookingId}.pdf`;
}
