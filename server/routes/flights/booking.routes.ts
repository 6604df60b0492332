import { createRoute, z } from "@hono/zod-openapi";
import { ETICKET_MAILS } from "../../eticket/mail-limit.ts";
import { HOLD_MINUTES } from "../../flights/bookings/create.ts";
import { UNPAID_HOLDS_PER_ACCOUNT, unpaidHoldsMessage } from "../../flights/bookings/holds-limit.ts";
import { passengerRuleCodesDoc } from "../../flights/bookings/rule-refusal.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, IdempotencyHeaders, json, jsonBody } from "../../http/openapi.ts";
import { BookingConflictSchema, BookingPayloadSchema, BookingRecordSchema } from "./booking.schemas.ts";

const tags = ["Bookings"];
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});

export const createBookingRoute = createRoute({
  method: "post",
  path: "/flights/booking",
  tags,
  summary: "Book an offer: re-priced from the inventory, seats held 30 minutes until paid",
  description:
    "With an `Idempotency-Key`, a retry after a lost answer gets the booking the first request made " +
    "instead of a second one holding seats of its own (never `DUPLICATE_BOOKING`).",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(BookingPayloadSchema), headers: IdempotencyHeaders },
  responses: {
    201: json(
      z.object({
        success: z.literal(true),
        message: z.literal("Flight Booking Order Successful!"),
        data: BookingRecordSchema,
      }),
      "Booked; status PENDING_PAYMENT until paid",
    ),
    409: json(
      BookingConflictSchema,
      "priceChanged (with verifiedData), scheduleChanged (with originalData) or flightUnavailable; or " +
        `\`UNPAID_HOLDS_LIMIT\` (with \`holdsLimit\`): "${unpaidHoldsMessage(HOLD_MINUTES)}" An account holds at ` +
        `most ${UNPAID_HOLDS_PER_ACCOUNT} bookings waiting for payment at once; a paid booking or one whose hold ` +
        "ended no longer counts; or `DUPLICATE_BOOKING` (with `duplicate`: the passenger and the earlier " +
        "booking): a passenger (same name, ignoring case and spaces, and date of birth) already has a booking " +
        "of this account waiting for payment (hold not ended) or paid on one of these flights (same flight " +
        "number and departure date); the message names both. Send `allowDuplicate: true` to book again. " +
        "Only the caller's own bookings count: another account's say nothing; or `ROUTE_CLOSED` (with `notices`): a route " +
        "notice closes the trip to the offer's fare type (a foreigner fare on a route closed to foreigners), checked " +
        "before any seat is held",
    ),
    ...errors({
      400:
        "Bad offer (`BAD_OFFER`), more infants on lap than adults (`TOO_MANY_INFANTS`) or the spec's contact/passenger rules (`VALIDATION_FAILED`, the failing field " +
        `in \`error.fields\`), or, with a message naming the passenger: ${passengerRuleCodesDoc}; or an agent's ` +
        "`markup` above 50% of the net fare (`MARKUP_TOO_HIGH`, with `limit`) or not a number (`MARKUP_INVALID`)",
      401: "No or bad token",
      403: "userId is not the caller, or `AGENTS_ONLY`: a customer's booking sent with a `markup`",
    }),
  },
});

export const listBookingsRoute = createRoute({
  method: "get",
  path: "/flights/booking",
  tags,
  summary: "Your bookings, newest first",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { query: z.object({ userId: z.string().min(1).max(100) }) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(BookingRecordSchema) }), "Bookings"),
    ...errors({ 400: "No userId", 401: "No or bad token", 403: "userId is not the caller" }),
  },
});

export const getBookingRoute = createRoute({
  method: "get",
  path: "/flights/booking/{id}",
  tags,
  summary: "One of your bookings",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: idParam },
  responses: {
    200: json(z.object({ success: z.literal(true), data: BookingRecordSchema }), "The booking"),
    ...errors({ 401: "No or bad token", 404: "Unknown or not yours" }),
  },
});

const sendEmail = (method: "post" | "get") =>
  createRoute({
    method,
    path: "/flights/booking/send-email/{id}",
    tags,
    summary: "E-mail the e-ticket (PDF attached) to the booking's contact address",
    description:
      `A booking's e-ticket is e-mailed at most ${ETICKET_MAILS.perBooking} times and an account's e-tickets ` +
      `at most ${ETICKET_MAILS.perAccount} times in any ${ETICKET_MAILS.windowHours} hours. Within those limits a ` +
      "traveller who asks again gets the mail again; a send that fails does not count, nor does the mail sent " +
      "once when the booking was paid (see check-payment). The mail is in the language of Accept-Language, " +
      "else the account's.",
    security: bearer,
    middleware: [requireAuth] as const,
    request: { params: idParam },
    responses: {
      200: json(z.object({ status: z.literal("success"), message: z.string() }), "Sent"),
      ...errors({
        401: "No or bad token",
        404: "Unknown or not yours",
        409: "Not paid yet",
        429:
          `\`ETICKET_MAIL_LIMIT\` with Retry-After: already e-mailed ${ETICKET_MAILS.perBooking} times per booking, ` +
          `or ${ETICKET_MAILS.perAccount} per account, in the last ${ETICKET_MAILS.windowHours} hours`,
      }),
    },
  });
export const sendEmailPostRoute = sendEmail("post");
export const sendEmailGetRoute = sendEmail("get");

export const eticketRoute = createRoute({
  method: "get",
  path: "/flights/booking/{id}/eticket.pdf",
  tags,
  summary: "The e-ticket as a PDF",
  security: bearer,
  middleware: [requireAuth] as const,
  request: { params: idParam },
  responses: {
    200: {
      description: "The e-ticket",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors({ 401: "No or bad token", 404: "Unknown or not yours", 409: "Not paid yet" }),
  },
});
