import { createRoute, z } from "@hono/zod-openapi";
import { LEDGER_TYPES } from "../../../src/domain/wallet.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, ErrorSchema, errors, IdempotencyHeaders, json, jsonBody } from "../../http/openapi.ts";
import { plainString } from "../users/users.schemas.ts";

const tags = ["Wallet and payment"];

/** One ledger row (also in the agents' deposit answers). */
export const TransactionSchema = z
  .object({
    id: z.string(),
    type: z.enum(LEDGER_TYPES),
    amount: z.number().int().openapi({ description: "Signed US cents (payments are negative)" }),
    balanceAfter: z.number().int(),
    bookingId: z.string().nullable(),
    createdAt: z.string().openapi({ format: "date-time" }),
    deposit: z.object({ bank: z.string(), reference: z.string() }).optional().openapi({
      description: "On a DEPOSIT row: the agent's bank transfer it credits (bank code and reference)",
    }),
  })
  .openapi("WalletTransaction");

const id = plainString().trim().min(1).max(100);

export const checkPayment = createRoute({
  method: "post",
  path: "/customers/check-payment",
  tags,
  summary: "Pay a booking waiting for payment from your wallet",
  description:
    "Charges the booking's total once: repeating the request, even concurrently, answers the first " +
    "payment's result and charges nothing more. Amounts are US cents. An `Idempotency-Key` is bound to " +
    "the booking it first paid: the same key for another booking is a 409 and pays nothing. The payment " +
    "enqueues the e-ticket mail in the same transaction (see `data.eticketTo`): it is sent once per " +
    "booking, however often the payment is repeated.",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    headers: IdempotencyHeaders,
    body: jsonBody(z.strictObject({ userId: id, flightId: id.openapi({ description: "The booking id" }) })),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        paid: z.number().int(),
        message: z.literal("Payment successful!"),
        data: z.object({
          success: z.literal(true),
          bookingId: z.string(),
          balance: z.number().int(),
          eticketTo: z.array(z.string()).openapi({
            description:
              "Where the e-ticket is e-mailed, once, as soon as the booking is paid (PDF attached, in the " +
              "language of Accept-Language, else the account's): the booking's contact e-mail and the " +
              "account holder's, once when they are the same address. An agent's booking: the customer's " +
              "e-ticket (selling price) to the contact, then the agent's own copy (net, markup, deposit). " +
              "A mail server that fails is retried for about a day. Send E-ticket mails it again.",
          }),
        }),
      }),
      "Paid (now or by an earlier request); `balance` is the wallet right after the payment",
    ),
    400: json(
      ErrorSchema.extend({
        rpCode: z.string(),
        rpMessage: z.string(),
        data: z.object({ required: z.number(), available: z.number(), shortfall: z.number() }).optional(),
      }).openapi("PaymentError"),
      "`rpCode` BAD_REQUEST, `rpMessage` `Not enough balance` with required/available/shortfall in cents; or invalid input",
    ),
    ...errors({
      401: "Missing, invalid, expired or revoked token",
      403: "`userId` is not you",
      404: "No such booking of yours",
      409:
        "The booking's hold expired or it was cancelled; or the Idempotency-Key was used for another booking, " +
        "or its first request still runs after 30 s",
    }),
  },
});

export const wallet = createRoute({
  method: "get",
  path: "/customers/wallet",
  tags,
  summary: "Your wallet: balance, cash back and the latest 100 ledger rows",
  security: bearer,
  middleware: [requireAuth] as const,
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          balance: z.number().int().openapi({ description: "US cents; the sum of every ledger row" }),
          currency: z.literal("USD"),
          cashback: z.array(z.object({ amount: z.number().int(), expiresAt: z.string().nullable() })),
          transactions: z.array(TransactionSchema),
        }),
      }),
      "The wallet. `transactions` are newest first in the order the balance moved (each row's `balanceAfter` is " +
        "the row below it plus its `amount`), which under concurrent top-ups need not be the order of `createdAt`",
    ),
    ...errors({ 401: "Missing, invalid, expired or revoked token" }),
  },
});

export const topUp = createRoute({
  method: "post",
  path: "/customers/wallet/topup",
  tags,
  summary: "Add money to your wallet through the payment provider",
  description:
    "Each top-up is recorded with its provider reference before the provider is charged, and a charge is " +
    "credited once: a retry with the same `Idempotency-Key` after a crash or a 503 `TOP_UP_PENDING` asks the " +
    "provider what became of the first charge instead of charging again, and top-ups left pending are settled " +
    "when a server starts and every minute. In sandbox mode (`PAYMENTS_MODE=sandbox`) every method is " +
    "approved except `sandbox-decline` (declined), `sandbox-lost` (charged, but the answer is lost: 503) and " +
    "`sandbox-slow` (answered after 0.4 s).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    headers: IdempotencyHeaders,
    body: jsonBody(
      z.strictObject({
        amount: z
          .number()
          .int("Amount must be a whole number of cents")
          .min(100, "Amount must be at least 100 cents")
          .max(1_000_000, "Amount must be at most 1,000,000 cents")
          .openapi({ description: "US cents, 100 to 1,000,000", example: 50_000 }),
        method: z
          .string()
          .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, "Method must be a short name such as kpay or card")
          // Any case is accepted (the pattern says so) and stored lower-cased.
          .toLowerCase()
          .openapi({ description: "A short name, any case, stored lower-cased", example: "kpay" }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({ balance: z.number().int(), transaction: TransactionSchema }),
      }),
      "Credited",
    ),
    ...errors({
      400: "Invalid amount or method, or the provider declined",
      401: "Missing, invalid, expired or revoked token",
      409: "The Idempotency-Key was used with a different body, or its first request is still running",
      503:
        "`PAYMENTS_UNAVAILABLE`: no payment provider is configured and sandbox mode is off; or `TOP_UP_PENDING` " +
        "(with `Retry-After`): the provider did not answer within 10 s, so the charge may have gone through. Retry " +
        "with the same Idempotency-Key for its result; without a key it is credited by the next reconciliation",
    }),
  },
});
