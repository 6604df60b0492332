import { createRoute, z } from "@hono/zod-openapi";
import { CHANGE_QUOTE_VALID_MINUTES } from "../../../src/domain/change-quote.ts";
import { CHANGE_OFFERS_LIMIT } from "../../flights/bookings/change-offers.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, ErrorSchema, errors, IdempotencyHeaders, json, jsonBody } from "../../http/openapi.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";

const tags = ["Bookings"];
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const cents = (description: string) => z.number().int().openapi({ description });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .openapi({ format: "date", example: "2026-12-12" });

export const ChangeQuoteSchema = z
  .object({
    quoteId: z.string().openapi({
      description: "Send it back with the offer's id to change: it names the total and expiry accepted",
      example: "c1-5500-1796000000000",
    }),
    paid: cents("The fare as bought (the booked offer's grand total), US cents"),
    newPrice: cents("The new offer's grand total, priced now, US cents"),
    fareDifference: cents(
      "`newPrice - paid`, or 0 when the new fare is cheaper: no fare family gives a difference back",
    ),
    changeFee: cents(
      "The share of the fare's EXCHANGE fee (the whole party's; 0 where changes are free) of the legs that " +
        "change: the fee is per seat and flight, so moving one direction of a round trip or one leg of a " +
        "multi-city trip pays that leg's flights' part, and moving every leg the whole fee, US cents",
    ),
    total: cents("What the wallet pays for the change: `fareDifference + changeFee`, US cents"),
    quotedAt: z.string().openapi({ format: "date-time" }),
    expiresAt: z.string().openapi({
      format: "date-time",
      description: `${CHANGE_QUOTE_VALID_MINUTES} minutes after \`quotedAt\`, or the booked first departure if sooner`,
    }),
  })
  .openapi("ChangeQuote");

export const ChangeOffersSchema = z
  .object({
    bookingId: z.string(),
    offers: z.array(z.object({ offer: FlightOfferSchema, quote: ChangeQuoteSchema })).openapi({
      description: `Cheapest change first, at most ${CHANGE_OFFERS_LIMIT}; empty when nothing flies`,
    }),
  })
  .openapi("ChangeOffers");

const refusals =
  "`ALREADY_CANCELLED`; `NOT_PAID` (with `status`); `DEPARTED`: the first flight has left; " +
  "`NOT_CHANGEABLE`: the fare's EXCHANGE rule allows no change; `CHANGE_NOT_SUPPORTED`: a route " +
  "no longer flown, or a booking whose legs are neither one-way, a round trip nor multi-city";

export const changeOffersRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/change-offers",
  tags,
  summary: "Offers your paid booking can move to on new dates, each with what the change costs",
  description:
    "Searches the booking's route, cabin, fare type, fare family and travellers on the new date(s). A one-way " +
    "booking sends `departureDate` (any other flight that day); a round trip sends both dates, and a leg left " +
    "on its booked date keeps its flights. The booked flights are left out. Each offer carries a quote: the " +
    "fare difference (never negative: a cheaper fare gives nothing back) plus the change fee: the share of the " +
    "fare's EXCHANGE rule as bought of the legs whose flights change (a kept leg pays none). A multi-city booking sends `legs`, the flights that change (numbered from 1) " +
    "with their new dates (the same day too: another flight of it); every other flight keeps its flights and " +
    "seats, dates never go backwards, and each leg offered leaves at least the minimum connection after the " +
    "previous leg lands. Changes nothing (POST: " +
    "priced at the moment asked, never cached).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: idParam,
    body: jsonBody(
      z.strictObject({
        departureDate: isoDate.optional().openapi({
          description: "One-way and round trip (required there): the new (or kept) date of the first leg",
        }),
        returnDate: isoDate
          .optional()
          .openapi({ description: "Round trip only: the new (or kept) return date" }),
        legs: z
          .array(
            z.strictObject({
              leg: z
                .number()
                .int()
                .min(1)
                .max(5)
                .openapi({ description: "The flight's number in the trip, from 1" }),
              departureDate: isoDate.openapi({
                description: "Its new date (its booked date: another flight that day)",
              }),
            }),
          )
          .min(1)
          .max(5)
          .optional()
          .openapi({
            description: "Multi-city only (required there): the flights that change and their dates",
          }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: ChangeOffersSchema }),
      "The offers and their quotes",
    ),
    ...errors({
      400: "Bad dates: past, beyond a year, a return before the departure, or a return on a one-way booking; dates missing for the booking's kind (`legs` on a multi-city booking, `departureDate` otherwise); a leg named twice",
      401: "No or bad token",
      404: "Unknown or not yours",
      409: refusals,
      422: "Multi-city: `UNKNOWN_LEG`, a flight the trip does not have; `LEG_BEFORE_PREVIOUS`, a date before the previous flight's (in `fields`)",
    }),
  },
});

export const ChangeSchema = z
  .object({
    bookingId: z.string().openapi({ description: "The same booking: its id is kept" }),
    status: z.literal("PAID"),
    changedAt: z.string().openapi({ format: "date-time" }),
    offer: FlightOfferSchema.openapi({ description: "The flights the booking now holds, as priced" }),
    charged: cents("US cents taken from the wallet (one CHANGE ledger row; none when 0)"),
    balance: cents("The wallet balance right after the change"),
    quote: ChangeQuoteSchema,
  })
  .openapi("Change");

export const changeBookingRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/change",
  tags,
  summary: "Move your paid booking to a change offer at its quote, paying the change from the wallet",
  description:
    "Prices the offer again against the seats as they are: when the quote no longer stands (past its " +
    "`expiresAt`, or the total moved) nothing happens and a 409 `QUOTE_EXPIRED` carries the new `quote`. " +
    "Otherwise, in one transaction: the quote's `total` is taken from the wallet once (a CHANGE ledger row " +
    "naming the booking; when the balance is short nothing happens and a 400 `INSUFFICIENT_BALANCE` gives " +
    "`required`, `available` and `shortfall`: top up and confirm again), the new seats are taken and the old " +
    "ones go back on sale, the booking keeps its id and holds the new flights, its history records the change " +
    "with both flights and the money, an open schedule change of a flight it leaves is closed (its `scheduleChange` " +
    "goes: no accept or fee-free refund for it), and the e-ticket is mailed again in the language of Accept-Language, else " +
    "the account's. Repeating it with the same `Idempotency-Key` answers the first result and charges nothing more.",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: idParam,
    headers: IdempotencyHeaders,
    body: jsonBody(
      z.strictObject({
        offerId: z
          .string()
          .min(1)
          .max(300)
          .openapi({ description: "The `offer.id` of the change offer chosen" }),
        quoteId: z.string().min(1).max(100).openapi({ description: "Its `quote.quoteId`" }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: ChangeSchema }),
      "Changed (now or by an earlier request with the key)",
    ),
    400: json(
      ErrorSchema.extend({
        required: z.number().int().optional(),
        available: z.number().int().optional(),
        shortfall: z.number().int().optional(),
      }).openapi("ChangeRefused"),
      "`INSUFFICIENT_BALANCE` with `required`, `available` and `shortfall` in US cents; `BAD_QUOTE`: not a quote " +
        "this server wrote; `BAD_OFFER`: not a change offer for this booking (another route, cabin, fare type or " +
        "family); or no or bad body",
    ),
    409: json(
      ErrorSchema.extend({ quote: ChangeQuoteSchema.optional() }).openapi("ChangeConflict"),
      `\`QUOTE_EXPIRED\` with \`quote\`, the new quote; \`OFFER_UNAVAILABLE\`: the flight is full or gone; \`SAME_FLIGHTS\`: the booking already holds them; or ${refusals}; ` +
        "or the Idempotency-Key was used with another request, or its first request still runs after 30 s",
    ),
    ...errors({
      401: "No or bad token",
      404: "Unknown or not yours",
      422: "`LEGS_OUT_OF_ORDER`: a multi-city offer whose flight leaves before the previous leg has landed (plus the minimum connection)",
    }),
  },
});
