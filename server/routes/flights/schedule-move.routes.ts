import { createRoute, z } from "@hono/zod-openapi";
import { FREE_MOVE_DAYS } from "../../../src/domain/free-move.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, IdempotencyHeaders, json, jsonBody } from "../../http/openapi.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";

const tags = ["Bookings"];
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .openapi({ format: "date", example: "2026-12-12" });

const window =
  `${FREE_MOVE_DAYS} days either side of the changed flight's booked date, from today on, never before the ` +
  "previous leg's day nor after the next leg's (a round trip's or a multi-city trip's legs stay in order)";
const noChange =
  "`NO_OPEN_CHANGE`: no schedule change waits for an answer (none, or already answered); `ALREADY_CANCELLED`; " +
  "`DEPARTED`: the first flight has left; `CHANGE_NOT_SUPPORTED`: the airline changed flights of more than one " +
  "leg (both flights of a round trip, two legs of a multi-city trip)";

export const MoveOffersSchema = z
  .object({
    bookingId: z.string(),
    leg: z.enum(["OUTBOUND", "RETURN", "LEG"]).openapi({
      description:
        "The leg holding the changed flight: the one that moves; `LEG` for a multi-city trip's, named by `legNumber`",
    }),
    legNumber: z.number().int().min(1).openapi({
      description: "That leg's place in the trip, from 1 (a multi-city trip's Flight 2 of 3: 2)",
    }),
    legCount: z.number().int().min(1).openapi({ description: "How many legs the trip has" }),
    bookedDate: isoDate.openapi({ description: "The changed leg's booked date" }),
    window: z
      .object({ first: isoDate, last: isoDate })
      .openapi({ description: `The days the leg may move to, both included: ${window}` }),
    date: isoDate.openapi({ description: "The day these offers leave on" }),
    offers: z.array(FlightOfferSchema).openapi({
      description:
        "Whole-trip offers (every other leg kept on its flights) in the booked cabin, fare type and family, " +
        "cheapest first; a multi-city trip's moved leg leaves at least a connection after the previous leg lands " +
        "and lands a connection before the next leaves; the booked flights left out; empty when nothing else " +
        "flies that day. Moving costs nothing, whatever their price",
    }),
  })
  .openapi("MoveOffers");

export const moveOffersRoute = createRoute({
  method: "get",
  path: "/flights/booking/{id}/schedule-change/move-offers",
  tags,
  summary: "Flights your booking can move to free of charge after the airline changed its flight",
  description:
    "For a booking with an open schedule change (a moved or a cancelled flight), one-way, round trip or " +
    "multi-city: the other flights of the changed leg's route, cabin, fare type, fare family and travellers on " +
    `\`date\`, a day within ${window}; the other legs keep their flights. Changes nothing. ` +
    "Answered `Cache-Control: no-store`: seats come and go.",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: idParam,
    query: z.object({
      date: isoDate.optional().openapi({
        description: "A day of the window; the booked date (or the window's first day) when left out",
      }),
    }),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: MoveOffersSchema }),
      "The window and the day's flights",
    ),
    ...errors({
      400: "`date` is not a date",
      401: "No or bad token",
      404: "Unknown or not yours",
      409: noChange,
      422: "`OUTSIDE_WINDOW`: `date` is not a day of the window",
    }),
  },
});

export const MovedBookingSchema = z
  .object({
    bookingId: z.string().openapi({ description: "The same booking: its id is kept" }),
    status: z.literal("PAID"),
    resolution: z.literal("MOVED"),
    movedAt: z.string().openapi({ format: "date-time" }),
    offer: FlightOfferSchema.openapi({ description: "The flights the booking now holds, as priced now" }),
    charged: z.literal(0).openapi({ description: "Nothing: the airline changed the flight" }),
    balance: z.number().int().openapi({ description: "The wallet balance, US cents: unchanged" }),
  })
  .openapi("MovedBooking");

export const moveScheduleChangeRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/schedule-change/move",
  tags,
  summary: "Move your booking free of charge to another flight after the airline changed its flight",
  description:
    "Answers the booking's open schedule change by moving it to `offerId`, one of the move offers: checked and " +
    "priced again by the server, never charged, even when the new fare costs more. In one transaction on the " +
    "booking's locked row: the old seats go back on sale and the new ones are taken, the booking keeps its id and " +
    "holds the new flights (its history records the change with both flights and no money), the change is " +
    "resolved (`scheduleChange` becomes null), and the e-ticket is mailed again in the language of " +
    "Accept-Language, else the account's. The wallet and its ledger are not touched. Repeating it, even " +
    "concurrently, moves nothing more: the same `Idempotency-Key` answers the first result, another request finds " +
    "no open change (409).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: {
    params: idParam,
    headers: IdempotencyHeaders,
    body: jsonBody(
      z.strictObject({
        offerId: z.string().min(1).max(300).openapi({ description: "The `id` of the move offer chosen" }),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: MovedBookingSchema }),
      "Moved (now or by an earlier request with the key)",
    ),
    ...errors({
      400: "`BAD_OFFER`: not an offer id; or no or bad body",
      401: "No or bad token",
      404: "Unknown or not yours",
      409:
        `${noChange}; \`SAME_FLIGHTS\`: the booking already holds these flights; \`OFFER_UNAVAILABLE\`: the ` +
        "flight is full or no longer flies; or the Idempotency-Key was used with another request, or its first " +
        "request still runs after 30 s",
      422:
        "`NOT_SAME_ROUTE`: another route, cabin, fare type, family or travellers, or another leg changed; " +
        "`OUTSIDE_WINDOW`: the changed leg leaves outside the window; `LEGS_OUT_OF_ORDER`: a multi-city " +
        "trip's moved leg leaves before the previous leg lands or lands after the next leaves, nothing written",
    }),
  },
});
