import { $token } from "../stores/auth.ts";
import { ApiError } from "./api-error.ts";
import { apiBase, REQUEST_TIMEOUT_MS } from "./client.ts";

/**
 * A file the API serves to the signed-in user (a PDF, a CSV), fetched with the Bearer token (a
 * plain link could not send it). Failures are ApiErrors like every other call's.
 * @example const csv = await fetchAuthorizedFile("/apis/agents/sales.csv?from=2026-06", "text/csv");
 */
export async function fetchAuthorizedFile(path: string, accept: string): Promise<Blob> {
  const token = $token.get();
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
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
