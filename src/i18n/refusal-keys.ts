import type { ErrorCode } from "../domain/error-codes.ts";
import type { UIKey } from "./en.ts";

/** A code no call of the app can be answered with, and why. */
export interface NeverShown {
  never: string;
}

/**
 * The one table of what the app says for each code the API answers (ADR 0090): the key of its
 * text, in the area of the screens that meet it (a screen with a wording of its own, such as
 * `cancel.error.DEPARTED`, keeps it), or why the app never meets it. Typed over every code, so a
 * code added to src/domain/error-codes.ts needs a row here; refusal-keys.test.ts checks that each
 * key has an English and a Myanmar text.
 */
export const REFUSAL_KEYS: Record<ErrorCode, UIKey | NeverShown> = {
  BAD_REQUEST: "refusal.BAD_REQUEST",
  VALIDATION_FAILED: "refusal.VALIDATION_FAILED",
  UNAUTHORIZED: "app.signedOut",
  FORBIDDEN: "refusal.FORBIDDEN",
  NOT_FOUND: "refusal.NOT_FOUND",
  CONFLICT: "refusal.CONFLICT",
  RATE_LIMITED: "error.tooMany",
  METHOD_NOT_ALLOWED: { never: "the app calls each path only with the methods the OpenAPI documents" },
  PAYLOAD_TOO_LARGE: { never: "the app's forms cap every field far below the 100 KB a body may have" },
  HEADERS_TOO_LARGE: { never: "the app sends a token and a few short headers, far below 16 KB" },
  INTERNAL: "error.generic",

  EMAIL_TAKEN: "account.error.emailTaken",
  INVALID_CREDENTIALS: "account.error.invalidCredentials",
  WRONG_PASSWORD: "account.error.wrongPassword",
  SAME_PASSWORD: "account.problem.passwordSame",
  INVALID_CODE: "account.error.invalidCode",

  AGENTS_ONLY: "refusal.AGENTS_ONLY",
  MARKUP_INVALID: "agentSale.MARKUP_INVALID",
  MARKUP_TOO_HIGH: "refusal.MARKUP_TOO_HIGH",
  MARKUP_PERCENT_TOO_HIGH: "agentSale.MARKUP_PERCENT_TOO_HIGH",
  MARKUP_AMOUNT_TOO_HIGH: "agentSale.MARKUP_AMOUNT_TOO_HIGH",
  DUPLICATE_REFERENCE: "deposit.problem.duplicate",

  BAD_OFFER: "refusal.BAD_OFFER",
  TOO_MANY_INFANTS: "refusal.TOO_MANY_INFANTS",
  DUPLICATE_BOOKING: "refusal.DUPLICATE_BOOKING",
  UNPAID_HOLDS_LIMIT: "error.holdsLimit",
  ROUTE_CLOSED: "ticket.routeClosed",
  ID_DOCUMENT_REQUIRED: "refusal.ID_DOCUMENT_REQUIRED",
  NAME_NOT_LATIN: "refusal.NAME_NOT_LATIN",
  UNKNOWN_COUNTRY: "refusal.UNKNOWN_COUNTRY",
  INVALID_PASSPORT_NUMBER: "refusal.INVALID_PASSPORT_NUMBER",
  INFANT_TOO_OLD: "refusal.INFANT_TOO_OLD",

  INSUFFICIENT_BALANCE: "refusal.INSUFFICIENT_BALANCE",
  BOOKING_CANCELLED: "refusal.BOOKING_CANCELLED",
  HOLD_EXPIRED: "payment.holdExpired",
  PAYMENT_DECLINED: "refusal.PAYMENT_DECLINED",
  PAYMENTS_UNAVAILABLE: "refusal.PAYMENTS_UNAVAILABLE",
  TOP_UP_PENDING: "refusal.TOP_UP_PENDING",
  ETICKET_MAIL_LIMIT: "error.eticketMailLimit",

  BAD_QUOTE: "refusal.BAD_QUOTE",
  QUOTE_EXPIRED: "refusal.QUOTE_EXPIRED",
  ALREADY_CANCELLED: "cancel.error.ALREADY_CANCELLED",
  NOT_PAID: "change.error.NOT_PAID",
  DEPARTED: "change.error.DEPARTED",
  NOT_CHANGEABLE: "change.error.NOT_CHANGEABLE",
  CHANGE_NOT_SUPPORTED: "change.error.CHANGE_NOT_SUPPORTED",
  OFFER_UNAVAILABLE: "change.error.OFFER_UNAVAILABLE",
  SAME_FLIGHTS: "change.error.SAME_FLIGHTS",
  UNKNOWN_LEG: "change.error.UNKNOWN_LEG",
  LEG_BEFORE_PREVIOUS: "change.error.LEG_BEFORE_PREVIOUS",
  LEGS_OUT_OF_ORDER: "change.error.LEGS_OUT_OF_ORDER",
  NO_OPEN_CHANGE: "schedule.error.NO_OPEN_CHANGE",
  FLIGHT_CANCELLED: "schedule.error.FLIGHT_CANCELLED",
  OUTSIDE_WINDOW: "move.error.OUTSIDE_WINDOW",
  NOT_SAME_ROUTE: "move.error.NOT_SAME_ROUTE",
};

/**
 * The key of the text for an API error code, or undefined when the app has none (an unknown
 * code, or one it never meets).
 * @example refusalKey("DUPLICATE_REFERENCE") // "deposit.problem.duplicate"
 */
export function refusalKey(code: string | null): UIKey | undefined {
  const entry = code ? REFUSAL_KEYS[code as ErrorCode] : undefined;
  return typeof entry === "string" ? entry : undefined;
}
