import { createRoute, z } from "@hono/zod-openapi";
import { LOOKUP_LIMITS } from "../../../src/domain/booking-lookup.ts";
import { TRIP_TYPES } from "../../../src/domain/trip-type.ts";
import { BOOKING_CODE_FORM } from "../../flights/bookings/codes.ts";
import { LOOKUP_NOT_FOUND } from "../../flights/bookings/lookup.ts";
import { errors, json, jsonBody } from "../../http/openapi.ts";
import { RATE_RULES } from "../../rate-limit.ts";
import { BookingRecordSchema, Leg } from "./booking.schemas.ts";

const tags = ["Bookings"];
const s = z.string();
const rule = RATE_RULES.bookingLookup;

export const BookingLookupSchema = z
  .object({
    bookingCode: z
      .string()
      .trim()
      .min(1, "Enter the booking code")
      .max(LOOKUP_LIMITS.bookingCode)
      .openapi({
        description: `The booking code (the booking's \`id\`): ${BOOKING_CODE_FORM} Read in any case; spaces and dashes are ignored`,
        example: "FB7KQ2M9XZ4R",
      }),
    lastName: z
      .string()
      .trim()
      .min(1, "Enter a passenger's last name")
      .max(LOOKUP_LIMITS.lastName)
      .openapi({
        description:
          "The last name of any passenger of the booking. Compared without case, accents, spaces or punctuation; " +
          "also accepted: the last word of the passenger's whole name (a Myanmar name has no surname: " +
          '"Aung Kyaw Min" is found by "Min" however it was split into first and last name) and the whole name, ' +
          "given name first or last",
        example: "Kyaw",
      }),
  })
  .openapi("BookingLookup");

export const FoundBookingSchema = z
  .object({
    id: s,
    // The booking record's own, so that a status added there is answered here too.
    status: BookingRecordSchema.shape.status,
    tripType: z.enum(TRIP_TYPES),
    legs: z.array(Leg).min(1).openapi({ description: "Every leg in order, with its flights and PNRs" }),
    cities: z
      .record(s, z.object({ city: s, cityMy: s }))
      .openapi({ description: "The city of every airport in the itinerary, by IATA code" }),
    passengers: z
      .array(z.object({ firstName: s, lastName: s, type: z.enum(["ADULT", "CHILD", "HELD_INFANT"]) }))
      .openapi({
        description: "Every passenger's name and kind: no documents, birth dates or contact details",
      }),
    hasTicket: z.boolean().openapi({ description: "True for a paid booking: its e-ticket can be fetched" }),
    scheduleChange: BookingRecordSchema.shape.scheduleChange.openapi({
      description:
        "A paid booking's open schedule change (the airline moved or cancelled a flight, docs/adr/0078), shown " +
        "read-only: answering it needs the owner's sign-in. Null when none. Always sent",
    }),
  })
  .openapi("FoundBooking");

const limitText =
  `\`RATE_LIMITED\` with Retry-After: ${rule.ip.max} look-ups from this address in ${rule.ip.windowSeconds / 60} ` +
  `minutes, or ${rule.email.max} that found nothing (an unknown code, a wrong name) for this booking code in ` +
  `${rule.email.windowSeconds / 60} minutes, from any address; the e-ticket counts as a look-up`;
const notFoundText = `"${LOOKUP_NOT_FOUND}": the same answer for an unknown code and for a name that is no passenger's`;

export const lookupBookingRoute = createRoute({
  method: "post",
  path: "/flights/booking/lookup",
  tags,
  summary: "Find my booking: a booking by its code and a passenger's last name, read-only, no sign-in",
  description:
    "Anyone with the booking code and a passenger's last name sees the itinerary, the status and the passengers' " +
    "names; never the contact's name, e-mail or phone, the account, identity documents or birth dates. A POST so " +
    "that the name stays out of addresses and logs. Nothing is changed.",
  request: { body: jsonBody(BookingLookupSchema) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: FoundBookingSchema }), "The booking, read-only"),
    ...errors({ 400: "No booking code or no last name, or one too long", 404: notFoundText, 429: limitText }),
  },
});

export const lookupEticketRoute = createRoute({
  method: "post",
  path: "/flights/booking/lookup/eticket.pdf",
  tags,
  summary: "Find my booking: the e-ticket PDF of a paid booking, by its code and a passenger's last name",
  description:
    "The same body and matching as the look-up. The PDF shows the flights, PNRs, passengers' names, baggage and " +
    "fare, but no identity document numbers, birth dates, contact details or account name (those are on the " +
    "signed-in traveller's e-ticket only).",
  request: { body: jsonBody(BookingLookupSchema) },
  responses: {
    200: {
      description: "The e-ticket, without personal data",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors({
      400: "No booking code or no last name, or one too long",
      404: notFoundText,
      409: "Not paid (waiting for payment, expired or cancelled): no e-ticket",
      429: limitText,
    }),
  },
});
