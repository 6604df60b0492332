/**
 * A call that has not answered by then fails as a timeout (slow mobile networks included): the
 * API client's calls and the requests a page's head starts before the app has come alike. A
 * module of its own so that those inline scripts do not bring the client.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A signal that aborts with a "TimeoutError" after REQUEST_TIMEOUT_MS, where the browser has AbortSignal.timeout. */
export function requestTimeout(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined;
}

/** True for the error a request aborted by `requestTimeout` fails with. */
export function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === "TimeoutError";
}
