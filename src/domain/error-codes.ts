/**
 * Every `error.code` the API answers (docs/adr/0090): the server's ApiError takes only these, so
 * a new code is added here, and src/i18n/refusal-keys.ts must then say it in the page's language
 * (refusal-keys.test.ts fails until it does).
 */
export const ERROR_CODES = [
  // Any call.
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "HEADERS_TOO_LARGE",
  "INTERNAL",
  // Accounts.
  "EMAIL_TAKEN",
  "INVALID_CREDENTIALS",
  "WRONG_PASSWORD",
  "SAME_PASSWORD",
  "INVALID_CODE",
  // Agents (ADR 0083).
  "AGENTS_ONLY",
  "MARKUP_INVALID",
  "MARKUP_TOO_HIGH",
  "MARKUP_PERCENT_TOO_HIGH",
  "MARKUP_AMOUNT_TOO_HIGH",
  "DUPLICATE_REFERENCE",
  // Booking.
  "BAD_OFFER",
  "TOO_MANY_INFANTS",
  "DUPLICATE_BOOKING",
  "UNPAID_HOLDS_LIMIT",
  "ROUTE_CLOSED",
  "ID_DOCUMENT_REQUIRED",
  "NAME_NOT_LATIN",
  "UNKNOWN_COUNTRY",
  "INVALID_PASSPORT_NUMBER",
  "INFANT_TOO_OLD",
  // Paying, the wallet and the e-ticket.
  "INSUFFICIENT_BALANCE",
  "BOOKING_CANCELLED",
  "HOLD_EXPIRED",
  "PAYMENT_DECLINED",
  "PAYMENTS_UNAVAILABLE",
  "TOP_UP_PENDING",
  "ETICKET_MAIL_LIMIT",
  // Cancelling, changing, an airline's schedule change and the free move.
  "BAD_QUOTE",
  "QUOTE_EXPIRED",
  "ALREADY_CANCELLED",
  "NOT_PAID",
  "DEPARTED",
  "NOT_CHANGEABLE",
  "CHANGE_NOT_SUPPORTED",
  "OFFER_UNAVAILABLE",
  "SAME_FLIGHTS",
  "UNKNOWN_LEG",
  "LEG_BEFORE_PREVIOUS",
  "LEGS_OUT_OF_ORDER",
  "NO_OPEN_CHANGE",
  "FLIGHT_CANCELLED",
  "OUTSIDE_WINDOW",
  "NOT_SAME_ROUTE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
