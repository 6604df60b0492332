import { z } from "@hono/zod-openapi";

const s = z.string();

const EventFlightSchema = z
  .object({
    flightNumber: s.openapi({ example: "UB401" }),
    from: s.openapi({ example: "RGN" }),
    to: s.openapi({ example: "MDL" }),
    departureAt: s.openapi({ description: "Local at `from`", example: "2026-12-09T07:00:00" }),
  })
  .openapi("BookingEventFlight");

/** One event of a booking's history (docs/adr/0081), as the booking's owner reads it. */
export const BookingEventSchema = z
  .object({
    kind: s.openapi({
      description:
        "PAID (booked and paid), CHANGED (a new date, docs/adr/0079), SCHEDULE_CHANGED (the airline moved or " +
        "cancelled a flight, docs/adr/0078), CANCELLED (docs/adr/0075). A client shows a kind it does not know " +
        "with whichever of the other fields are set: more kinds may come",
      example: "CHANGED",
    }),
    at: s.openapi({ description: "When it happened (ISO instant)", example: "2026-11-29T10:15:00.000Z" }),
    amount: s.nullable().openapi({
      description:
        "The money it moved, USD: what was paid (PAID), charged from the wallet (CHANGED), put back in the " +
        "wallet (CANCELLED); null when none",
      example: "55.00",
    }),
    from: z.array(EventFlightSchema).nullable().openapi({
      description: "The booking's flights before the event (CHANGED); null for other kinds",
    }),
    to: z.array(EventFlightSchema).nullable().openapi({
      description: "The booking's flights after the event (CHANGED); null for other kinds",
    }),
    schedule: z
      .object({
        kind: z.enum(["MOVED", "CANCELLED"]),
        flightNumber: s,
        date: s,
        origin: s,
        destination: s,
        previousDeparture: s.openapi({ description: "Local at the origin, before the change" }),
        previousArrival: s,
        departure: s.openapi({ description: "Local at the origin, after the change" }),
        arrival: s,
        resolution: s.nullable().openapi({
          description:
            "How it was closed: ACCEPTED, REFUNDED (in full for it), MOVED (free of charge), CANCELLED (the " +
            "booking cancelled at a quote), CHANGED (a date change left the flight), REOPENED (the flight flies " +
            "again); more may come; null while open",
          example: "ACCEPTED",
        }),
      })
      .nullable()
      .openapi({ description: "What the airline changed (SCHEDULE_CHANGED); null for other kinds" }),
    reason: s.nullable().openapi({
      description: "Why: SCHEDULE_CHANGE on a CANCELLED refunded in full for the airline's change; else null",
    }),
  })
  .openapi("BookingEvent");
