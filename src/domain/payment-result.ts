import { fromCents } from "./money.ts";

/**
 * What a payment attempt came to, with the spec's section 8 wording: `code` picks the words in
 * the page's language, `message` is the spec's English.
 */
export type PaymentOutcome =
  | {
      kind: "paid";
      code: "payment.success";
      message: string;
      paid: number;
      /** Where the e-ticket is e-mailed ([] when the answer does not say). */
      eticketTo: string[];
    }
  | {
      kind: "short";
      code: "payment.notEnough";
      message: string;
      params: { required: string; available: string };
      /** Cents. */
      required: number;
      available: number;
      shortfall: number;
    }
  | { kind: "expired"; code: "payment.holdExpired"; message: string }
  /** `refused`: the API's error code, for the app's text of it in the page's language. */
  | {
      kind: "failed";
      code: "payment.failed" | "payment.server" | "payment.unknown";
      message: string;
      refused?: string;
    };

export const PAYMENT_SUCCESS = "Payment successful!";
export const PAYMENT_FAILED = "Payment failed. Please try again.";
export const PAYMENT_UNKNOWN = "Unknown response format. Please try again.";
export const HOLD_EXPIRED = "The booking hold has expired. Please book again.";

interface PaymentBody {
  success?: unknown;
  paid?: unknown;
  rpCode?: unknown;
  rpMessage?: unknown;
  error?: { code?: unknown } | null;
  data?: {
    success?: unknown;
    required?: unknown;
    available?: unknown;
    shortfall?: unknown;
    eticketTo?: unknown;
  } | null;
}

/** The strings of a list of addresses; [] for anything else. */
const addresses = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((a): a is string => typeof a === "string" && a.includes("@")) : [];

const cents = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0;

/**
 * Reads a check-payment answer (the body of a 200, or of an error the server sent) as the spec's
 * section 8 does. Amounts are the contract's integer cents and always shown as dollars with two
 * decimals: the spec's "values above 1000 are hundredths" guess is not needed (docs/spec-deviations.md).
 * @example paymentOutcome({ success: true, paid: 12000 }).message // "Payment successful!"
 */
export function paymentOutcome(body: unknown, status?: number | null): PaymentOutcome {
  const b = (body && typeof body === "object" ? body : {}) as PaymentBody;
  const code = b.error?.code;
  const server = (message: string): PaymentOutcome => ({
    kind: "failed",
    code: "payment.server",
    message,
    ...(typeof code === "string" && code ? { refused: code } : {}),
  });
  if (b.success === true && (typeof b.paid === "number" || b.data?.success === true))
    return {
      kind: "paid",
      code: "payment.success",
      message: PAYMENT_SUCCESS,
      paid: cents(b.paid),
      eticketTo: addresses(b.data?.eticketTo),
    };
  if (status === 409 && b.rpCode === "CONFLICT" && b.rpMessage === HOLD_EXPIRED)
    return { kind: "expired", code: "payment.holdExpired", message: HOLD_EXPIRED };
  if (b.rpCode === "BAD_REQUEST") {
    if (b.rpMessage === "Not enough balance") {
      const required = cents(b.data?.required);
      const available = cents(b.data?.available);
      const params = { required: fromCents(required), available: fromCents(available) };
      return {
        kind: "short",
        code: "payment.notEnough",
        message: `Not enough balance. Required: $${params.required}, Available: $${params.available}`,
        params,
        required,
        available,
        shortfall: Math.max(0, required - available),
      };
    }
    return typeof b.rpMessage === "string" && b.rpMessage
      ? server(b.rpMessage)
      : { kind: "failed", code: "payment.failed", message: PAYMENT_FAILED };
  }
  if (typeof b.rpMessage === "string" && b.rpMessage) return server(b.rpMessage);
  return { kind: "failed", code: "payment.unknown", message: PAYMENT_UNKNOWN };
}

/**
 * A payment that threw: the server's rpMessage, else the text the server explained a refusal
 * (a 4xx) with, else the generic text. An unreadable answer (a proxy's HTML page, a body cut
 * off) and a server fault get the generic text: their messages are English a Myanmar page could
 * not translate ("The server's answer could not be read"), and Pay Now again is safe (paying a
 * paid booking answers the first result).
 * @example thrownPaymentOutcome(null, 502).message // "Payment failed. Please try again."
 */
export function thrownPaymentOutcome(
  body: unknown,
  status: number | null,
  explained?: string,
): PaymentOutcome {
  if (body && typeof body === "object" && "rpCode" in body) return paymentOutcome(body, status);
  if (typeof status === "number" && status >= 400 && status < 500 && explained)
    return { kind: "failed", code: "payment.server", message: explained };
  return { kind: "failed", code: "payment.failed", message: PAYMENT_FAILED };
}

/**
 * Cents a Pay Now still has to top up when it wants `amount` from the card or KBZPay while
 * `kept` cents topped up for this payment earlier are still in the wallet: only the rest, so
 * pressing Pay Now again after a failed payment does not top up twice.
 * @example topUpStillNeeded(12_000, 12_000) // 0
 */
export function topUpStillNeeded(amount: number, kept: number): number {
  return Math.max(0, amount - kept);
}

/**
 * How much of the `kept` cents topped up for this payment the next Pay Now may count on after
 * the payment's `outcome`. A failed payment took nothing, so all of it (hold expired, connection
 * lost). After 'Not enough balance' none: the money left the wallet (another booking paid from
 * it), and the shortfall the server names already counts what the wallet holds, so it is topped
 * up whole. After a payment, none.
 * @example keptAfter({ kind: "expired", code: "payment.holdExpired", message: HOLD_EXPIRED }, 12_000) // 12_000
 */
export function keptAfter(outcome: PaymentOutcome, kept: number): number {
  return outcome.kind === "expired" || outcome.kind === "failed" ? kept : 0;
}
