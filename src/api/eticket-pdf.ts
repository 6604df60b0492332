import { ApiError } from "./api-error.ts";
import { apiBase } from "./client.ts";

/**
 * The e-ticket PDF of a paid booking (`GET /apis/flights/booking/{id}/eticket.pdf`), fetched with
 * the Bearer token (a plain link could not send it).
 */
export async function fetchEticketPdf(id: string, token: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(`${apiBase}/apis/flights/booking/${encodeURIComponent(id)}/eticket.pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw new ApiError("network", error instanceof Error ? error.message : "Network error");
  }
  if (!res.ok) throw new ApiError("http", res.statusText, { status: res.status });
  return res.blob();
}
