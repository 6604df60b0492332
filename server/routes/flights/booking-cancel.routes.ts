import { createRoute, z } from "@hono/zod-openapi";
import { NO_SHOW_MINUTES, QUOTE_VALID_MINUTES } from "../../../src/domain/cancellation.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, ErrorSchema, errors, IdempotencyHeaders, json, jsonBody } from "../../http/openapi.ts";

const tags = ["Bookings"];
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const cents = (description: string) => z.number().int().openapi({ description });

export const CancellationQuoteSchema = z
  .object({
    quoteId: z.string().openapi({
      description: "Send it back to cancel: it names the kind, refund and expiry the traveller accepted",
      example: "q1-R-15000-1796000000000",
    }),
    kind: z.enum(["REFUND", "NON_REFUNDABLE", "FORFEITED"]).openapi({
      description:
        "`REFUND`: what was paid less the fees comes back (maybe 0); `NON_REFUNDABLE`: the fare allows no refund, " +
        "0 comes back but the seats are freed; `FORFEITED`: a no-show on a fare a no-show forfeits, 0 comes back",
    }),
    noShow: z.boolean().openapi({
      description: `True less than ${NO_SHOW_MINUTES} minutes before the first departure: the fare's NO_SHOW rule applies`,
    }),
    paid: cents("What the booking cost, US cents"),
    refundFee: cents(
      "The fee kept under the fare's REFUND rule (all of `paid` when not refundable), US cents",
    ),
    noShowFee: cents("The fee kept under the fare's NO_SHOW rule, US cents; 0 before the no-show boundary"),
    refund: cents("What comes back to the wallet, US cents: `paid - refundFee - noShowFee`"),
    departsAt: z.string().openapi({ format: "date-time", description: "When the first flight leaves (UTC)" }),
    quotedAt: z.string().openapi({ format: "date-time" }),
    expiresAt: z.string().openapi({
      format: "date-time",
      description: `${QUOTE_VALID_MINUTES} minutes after \`quotedAt\`, or the no-show boundary (or departure) if sooner`,
    }),
  })
  .openapi("CancellationQuote");

const refusals =
  "`ALREADY_CANCELLED`; `NOT_PAID` (with `status`: waiting for payment or expired: nothing to refund); " +
  "`DEPARTED`: the first flight has left";

export const cancellationQuoteRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/cancellation-quote",
  tags,
  summary: "Quote cancelling your paid booking: what was paid, the fees and what comes back to the wallet",
  description:
    "Prices a cancellation now from the fare's rules as bought (the offer's `fareRules` REFUND and NO_SHOW, " +
    `for every traveller) and the time left before the first flight: less than ${NO_SHOW_MINUTES} minutes ` +
    "before it counts as a no-show. Changes nothing. The whole booking is cancelled (every traveller and flight).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.literal(true), data: CancellationQuoteSchema }), "The quote"),
    ...errors({ 401: "No or bad token", 404: "Unknown or not yours", 409: refusals }),
  },
});

export const CancellationSchema = z
  .object({
    bookingId: z.string(),
    status: z.literal("CANCELLED"),
    cancelledAt: z.string().openapi({ format: "date-time" }),
    refund: cents("US cents put back in the wallet (one REFUND ledger row; none when 0)"),
    balance: cents("The wallet balance right after the refund"),
    quote: CancellationQuoteSchema,
  })
  .openapi("Cancellation");

export const cancelBookingRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/cancel",
  tags,
  summary: "Cancel your paid booking at a quote: the seats go back on sale, the refund to the wallet",
  description:
    "Prices the quote again: when it no longer stands (past its `expiresAt`, or the time crossed the no-show " +
    "boundary so the refund changed) nothing happens and a 409 `QUOTE_EXPIRED` carries the new `quote` to show " +
    "and confirm. Otherwise, in one transaction: the booking becomes CANCELLED with its `refund` and " +
    "`cancelledAt`, its seats go back on sale, the refund is credited to the wallet once (a REFUND ledger row " +
    "naming the booking), an airline's schedule change still open is closed (`scheduleChange` goes; its event's " +
    "`resolution` is CANCELLED), and a mail confirming it is sent once, in the language of Accept-Language, else the " +
    "account's. Repeating it, even concurrently, refunds nothing more: the same `Idempotency-Key` answers the " +
    "first result, another request finds the booking cancelled (409 `ALREADY_CANCELLED`).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: idParam,
    headers: IdempotencyHeaders,
    body: jsonBody(
      z.strictObject({
        quoteId: z.string().min(1).max(100).openapi({ description: "The `quoteId` of the quote accepted" }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: CancellationSchema }),
      "Cancelled (now or by an earlier request with the key)",
    ),
    409: json(
      ErrorSchema.extend({ quote: CancellationQuoteSchema.optional() }).openapi("CancellationConflict"),
      `\`QUOTE_EXPIRED\` with \`quote\`, the new quote; or ${refusals}; or the Idempotency-Key was used with ` +
        "another request, or its first request still runs after 30 s",
    ),
    ...errors({
      400: "`BAD_QUOTE`: `quoteId` is not a quote this server wrote; or no or bad body",
      401: "No or bad token",
      404: "Unknown or not yours",
    }),
  },
});
