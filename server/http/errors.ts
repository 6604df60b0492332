import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../src/domain/error-codes.ts";

export type { ErrorCode };

/** Extra top-level fields some contract errors carry (priceChanged, rpCode, data...). */
export type ErrorExtras = Record<string, unknown>;

/**
 * A failure a handler means to report. The central error handler turns it into the
 * contract's JSON: `{success:false, message, error:{code, message, fields?}, ...extras}`.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;
  /** One of src/domain/error-codes.ts: the app has a text for each (ADR 0090). */
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly extras: ErrorExtras | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; extras?: ErrorExtras; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.extras = options.extras;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, "BAD_REQUEST", message, { fields });
export const validationFailed = (message: string, fields: Record<string, string>) =>
  new ApiError(400, "VALIDATION_FAILED", message, { fields });
export const unauthorized = (message = "Authentication required") =>
  new ApiError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You cannot act for another user") =>
  new ApiError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found") => new ApiError(404, "NOT_FOUND", message);
export const conflict = (message: string, extras?: ErrorExtras) =>
  new ApiError(409, "CONFLICT", message, { extras });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, "RATE_LIMITED", "Too many requests. Please try again later.", {
    headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });

/** The JSON body of an error response, as the contract writes it. */
export function errorBody(err: ApiError) {
  return {
    ...err.extras,
    success: false as const,
    message: err.message,
    error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
  };
}
