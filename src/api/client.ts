import { FetchError, ofetch } from "ofetch";
import { ApiError } from "./api-error.ts";
import { REQUEST_TIMEOUT_MS } from "./request-timeout.ts";
import { currentToken } from "./token-source.ts";

/** The API origin, read at build time; empty means the site's own origin. */
export const apiBase = String(import.meta.env.PUBLIC_API_BASE ?? "").replace(/\/+$/, "");

export { REQUEST_TIMEOUT_MS };

interface ContractError {
  message?: string;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

const client = ofetch.create({
  baseURL: apiBase,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  headers: { Accept: "application/json" },
  parseResponse: (text) => {
    try {
      return text === "" ? null : JSON.parse(text);
    } catch {
      throw new ApiError("parse", "The server's answer could not be read");
    }
  },
});

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    if (error.cause instanceof ApiError) return error.cause;
    if (error.response) {
      const body = (error.data ?? {}) as ContractError;
      return new ApiError("http", body.message || body.error?.message || error.response.statusText, {
        status: error.response.status,
        code: body.error?.code,
        fields: body.error?.fields,
        data: error.data,
      });
    }
    const cause = error.cause as { name?: string } | undefined;
    if (cause?.name === "TimeoutError" || cause?.name === "AbortError") {
      return new ApiError("timeout", "The request timed out");
    }
  }
  return new ApiError("network", error instanceof Error ? error.message : "Network error");
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: Record<string, unknown>;
  /** Overrides the stored token (logout sends the token it is about to forget). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on calls that move money. */
  headers?: Record<string, string>;
}

/**
 * The caller's signal, which also gives up after REQUEST_TIMEOUT_MS: ofetch applies its own
 * `timeout` only to a call made without a signal, and a screen's calls pass one (to abort a stale
 * search), so a connection that hangs would otherwise wait for ever.
 */
function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (!signal || typeof AbortSignal.any !== "function" || typeof AbortSignal.timeout !== "function")
    return signal;
  return AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
}

/**
 * Calls the API at `path` (e.g. `/apis/currency/`) with JSON in and out, the stored Bearer
 * token when there is one, and every failure turned into an ApiError.
 * @example const body = await apiRequest<{ data: unknown[] }>("/apis/currency/");
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? currentToken() : options.token;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // The page's language, so that mail the server sends (subscribe, contact) is in it too.
  if (typeof document !== "undefined" && document.documentElement.lang) {
    headers["Accept-Language"] = document.documentElement.lang;
  }
  try {
    return await client<T>(path, {
      method: options.method ?? "GET",
      body: options.body,
      signal: withTimeout(options.signal),
      headers,
    });
  } catch (error) {
    throw toApiError(error);
  }
}
