import { ApiError, timeoutError } from "./api-error.ts";
import { isTimeout, REQUEST_TIMEOUT_MS, requestTimeout } from "./request-timeout.ts";
import { currentToken } from "./token-source.ts";

/** The API origin, read at build time; empty means the site's own origin. */
export const apiBase = String(import.meta.env.PUBLIC_API_BASE ?? "").replace(/\/+$/, "");

export { REQUEST_TIMEOUT_MS };

interface ContractError {
  message?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: Record<string, unknown>;
  /** Overrides the stored token (logout sends the token it is about to forget). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on calls that move money. */
  headers?: Record<string, string>;
}

/**
 * Reads an answer's JSON body as the contract shapes it: the value the caller wants, or
 * undefined when the body is not of that shape (then the call fails as an unreadable answer).
 */
export type Decoder<T> = (body: unknown) => T | undefined;

/** The error of an answer that is not JSON, or not of the shape the contract gives it. */
const unreadable = () => new ApiError("parse", "The server's answer could not be read");

/**
 * The caller's signal, which also gives up after REQUEST_TIMEOUT_MS (the time alone when the
 * caller has no signal), so a connection that hangs does not wait for ever.
 */
function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  const timeout = requestTimeout();
  if (!signal || !timeout) return signal ?? timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

/**
 * Calls the API at `path` (e.g. `/apis/currency/`) with JSON in and out, the stored Bearer
 * token when there is one, and every failure turned into an ApiError. `decode` reads the body of
 * a good answer; a body it does not accept fails as an unreadable answer, like one that is not
 * JSON at all.
 * @example const currencies = await apiRequest("/apis/currency/", readCurrencies);
 */
export async function apiRequest<T>(
  path: string,
  decode: Decoder<T>,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.token === undefined ? currentToken() : options.token;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body) headers["Content-Type"] = "application/json";
  // The page's language, so that mail the server sends (subscribe, contact) is in it too.
  if (typeof document !== "undefined" && document.documentElement.lang) {
    headers["Accept-Language"] = document.documentElement.lang;
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(apiBase + path, {
      method: options.method ?? "GET",
      headers,
      body: options.body && JSON.stringify(options.body),
      signal: withTimeout(options.signal),
    });
    text = await response.text();
  } catch (error) {
    // Given up (too slow, or the caller no longer waits), or no connection.
    if (isTimeout(error) || (error as { name?: unknown } | null)?.name === "AbortError") throw timeoutError();
    throw new ApiError("network", error instanceof Error ? error.message : "Network error");
  }
  let body: unknown;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    throw unreadable();
  }
  if (!response.ok) {
    const error = (body ?? {}) as ContractError;
    throw new ApiError("http", error.message || error.error?.message || response.statusText, {
      status: response.status,
      code: error.error?.code,
      fields: error.error?.fields,
      data: body,
    });
  }
  const value = decode(body);
  if (value === undefined) throw unreadable();
  return value;
}
