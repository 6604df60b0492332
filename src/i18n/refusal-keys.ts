import type { ErrorCode } from "../domain/error-codes.ts";
import type { UIKey } from "./en.ts";

/**
 * The codes the app says with a text it has for the same refusal already (a screen's own
 * wording or a field's error); every other code's text is `refusal.<CODE>`, in the area of the
 * screens that meet it (ADR 0090).
 */
const SAID_AS = {
  UNAUTHORIZED: "app.signedOut",
  RATE_LIMITED: "error.tooMany",
  INTERNAL: "error.generic",
  EMAIL_TAKEN: "account.error.emailTaken",
  INVALID_CREDENTIALS: "account.error.invalidCredentials",
  WRONG_PASSWORD: "account.error.wrongPassword",
  SAME_PASSWORD: "account.problem.passwordSame",
  INVALID_CODE: "account.error.invalidCode",
  MARKUP_INVALID: "agentSale.MARKUP_INVALID",
  MARKUP_PERCENT_TOO_HIGH: "agentSale.MARKUP_PERCENT_TOO_HIGH",
  MARKUP_AMOUNT_TOO_HIGH: "agentSale.MARKUP_AMOUNT_TOO_HIGH",
  DUPLICATE_REFERENCE: "deposit.problem.duplicate",
  UNPAID_HOLDS_LIMIT: "error.holdsLimit",
  ROUTE_CLOSED: "ticket.routeClosed",
  HOLD_EXPIRED: "payment.holdExpired",
  ETICKET_MAIL_LIMIT: "error.eticketMailLimit",
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
} as const satisfies Partial<Record<ErrorCode, UIKey>>;

/** The codes no call of the app is answered with (refusal-keys.test.ts says why): no text. */
export type NeverShown = "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "HEADERS_TOO_LARGE";

/** The codes with a `refusal.<CODE>` text of their own. */
export type OwnText = Exclude<ErrorCode, keyof typeof SAID_AS | NeverShown>;

type Nothing<T extends never> = T;
/**
 * Fails the typecheck, naming the key, when a code of src/domain/error-codes.ts has neither a
 * text in SAID_AS nor a `refusal.<CODE>` text nor a place in NeverShown.
 */
export type MissingRefusalText = Nothing<Exclude<`refusal.${OwnText}`, UIKey>>;

/**
 * The key of the app's text for an API error code (one the screen may not have loaded; an unknown
 * or never shown code's key has no text anywhere).
 * @example refusalKey("DUPLICATE_REFERENCE") // "deposit.problem.duplicate"
 * @example refusalKey("BOOKING_CANCELLED") // "refusal.BOOKING_CANCELLED"
 */
export function refusalKey(code: string): UIKey {
  return Object.hasOwn(SAID_AS, code) ? SAID_AS[code as keyof typeof SAID_AS] : (`refusal.${code}` as UIKey);
}
