/** How a call failed: no connection, too slow, an unreadable answer, or an HTTP error status. */
export type ApiErrorKind = "network" | "timeout" | "parse" | "http";

/**
 * The one error every API call throws. `status`, `code` and `fields` come from the contract's
 * error JSON when the server answered with one.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly fields: Record<string, string>;
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { status?: number; code?: string; fields?: Record<string, string>; data?: unknown } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.status = extra.status ?? null;
    this.code = extra.code ?? null;
    this.fields = extra.fields ?? {};
    this.data = extra.data;
  }
}

/** The error of a call that did not answer in time (REQUEST_TIMEOUT_MS). */
export const timeoutError = () => new ApiError("timeout", "The request timed out");

/**
 * Whether the same call may work when tried again: no connection, too slow, an unreadable
 * answer, too many requests or a server fault; not a request the server refused as it is.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== "http" || error.status === null) return true;
  return error.status >= 500 || error.status === 429;
}

/** The strings a UI needs to explain an ApiError in the visitor's language. */
export interface ErrorStrings {
  "error.network": string;
  "error.timeout": string;
  "error.generic": string;
  /** For a 400 that names the e-mail field (the server's text is English). */
  "error.email"?: string;
  /** For a 429. */
  "error.tooMany"?: string;
  /**
   * The text of an API error code in the visitor's language (src/i18n/refusal-keys.ts), when the
   * page has one.
   */
  refusal?: (code: string) => string | undefined;
}

/**
 * The sentence to show for a failed call: connection, timeout, an e-mail problem, the text of
 * the error's code (`strings.refusal`) and rate limits in the visitor's language, the server's
 * own message for another 4xx it explained, the generic text otherwise.
 * @example errorMessage(new ApiError("timeout", "..."), strings) // strings["error.timeout"]
 */
export function errorMessage(error: unknown, strings: ErrorStrings): string {
  if (!(error instanceof ApiError)) return strings["error.generic"];
  if (error.kind === "network") return strings["error.network"];
  if (error.kind === "timeout") return strings["error.timeout"];
  if (error.status === 400 && error.fields.email && strings["error.email"]) return strings["error.email"];
  const coded = error.kind === "http" && error.code ? strings.refusal?.(error.code) : undefined;
  if (coded) return coded;
  if (error.status === 429 && strings["error.tooMany"]) return strings["error.tooMany"];
  if (error.kind === "http" && error.status !== null && error.status < 500 && error.message) {
    return error.message;
  }
  return strings["error.generic"];
}
