import { createRoute, z } from "@hono/zod-openapi";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, IdempotencyHeaders, json } from "../../http/openapi.ts";
import { CancellationSchema } from "./booking-cancel.routes.ts";

const tags = ["Bookings"];
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

const AcceptedChangeSchema = z
  .object({
    bookingId: z.string(),
    resolution: z.literal("ACCEPTED"),
    resolvedAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("AcceptedScheduleChange");

const noChange =
  "`NO_OPEN_CHANGE`: no schedule change waits for an answer (none, or already answered); `ALREADY_CANCELLED`";
const keyConflict =
  "; or the Idempotency-Key was used with another request, or its first request still runs after 30 s";

export const acceptScheduleChangeRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/schedule-change/accept",
  tags,
  summary: "Accept the airline's new times for your booking's moved flight",
  description:
    "Answers the booking's open schedule change(s) (its `scheduleChange`) by keeping the booking on the moved " +
    "flight: in one transaction on the booking's locked row, its flights take the new times (the itinerary and " +
    "the e-ticket show them) and the change is resolved, so `scheduleChange` becomes null. Nothing is paid. " +
    "Repeating it, even concurrently, does nothing more: the same `Idempotency-Key` answers the first result, " +
    "another request finds no open change (409). A cancelled flight has no new time: 409 `FLIGHT_CANCELLED`.",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: idParam, headers: IdempotencyHeaders },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: AcceptedChangeSchema }),
      "Accepted (now or by an earlier request with the key)",
    ),
    ...errors({
      401: "No or bad token",
      404: "Unknown or not yours",
      409: `${noChange}; \`FLIGHT_CANCELLED\`: the airline cancelled the flight, only a full refund applies${keyConflict}`,
    }),
  },
});

export const refundScheduleChangeRoute = createRoute({
  method: "post",
  path: "/flights/booking/{id}/schedule-change/refund",
  tags,
  summary: "Cancel your booking for the airline's schedule change, with everything paid back to the wallet",
  description:
    "For a booking with an open schedule change (a moved or a cancelled flight): in one transaction, as a " +
    "cancellation does but with no fee, the booking becomes CANCELLED with `refund` = all it cost, its seats go " +
    "back on sale, the whole amount is credited to the wallet once (a REFUND ledger row naming the booking), the " +
    "change is resolved and a mail saying it was refunded in full because of the airline's change is sent once, " +
    "in the language of Accept-Language, else the account's. Repeating it, even concurrently, refunds nothing " +
    "more: the same `Idempotency-Key` answers the first result, another request finds it cancelled (409).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: idParam, headers: IdempotencyHeaders },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: CancellationSchema }),
      "Cancelled and refunded in full (now or by an earlier request with the key)",
    ),
    ...errors({
      401: "No or bad token",
      404: "Unknown or not yours",
      409: `${noChange}; \`DEPARTED\`: the flights were only moved and the first has left${keyConflict}`,
    }),
  },
});
