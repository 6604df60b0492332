import type { RouteHandler } from "@hono/zod-openapi";
import { customerLocale } from "../../agency/booking-mail-jobs.ts";
import { agencyOfBooker } from "../../agency/profile.ts";
import type { AppEnv } from "../../context.ts";
import { sendETicket } from "../../eticket/mail.ts";
import { reserveETicketMail } from "../../eticket/mail-limit.ts";
import { renderETicket } from "../../eticket/pdf.ts";
import { createBooking } from "../../flights/bookings/create.ts";
import { listBookings, ownBooking, paidBooking } from "../../flights/bookings/read.ts";
import { assertSelf, currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import type {
  createBookingRoute,
  eticketRoute,
  getBookingRoute,
  listBookingsRoute,
  sendEmailGetRoute,
  sendEmailPostRoute,
} from "./booking.routes.ts";

/** POST /flights/booking: re-price, check, hold seats, record the booking. */
export const createBookingHandler: RouteHandler<typeof createBookingRoute, AppEnv> = async (c) => {
  const { userId, ...request } = c.req.valid("json");
  const user = assertSelf(c, userId);
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The same key again answers the booking the first request made: a retry after a lost answer
  // does not book (and hold seats) twice.
  const call = key ? { userId: user.id, route: "flights/booking", key, request } : null;
  const data = call
    ? await oncePerKey(deps, call, (claim) =>
        createBooking(deps, user, request, (tx, record) => claim.rememberInHot(tx, record)),
      )
    : await createBooking(deps, user, request);
  return c.json({ success: true as const, message: "Flight Booking Order Successful!" as const, data }, 201);
};

/** GET /flights/booking?userId=: the caller's bookings. */
export const listBookingsHandler: RouteHandler<typeof listBookingsRoute, AppEnv> = async (c) => {
  const user = assertSelf(c, c.req.valid("query").userId);
  return c.json({ success: true as const, data: await listBookings(c.var.deps.database.db, user.id) }, 200);
};

/** GET /flights/booking/{id}: one of the caller's bookings. */
export const getBookingHandler: RouteHandler<typeof getBookingRoute, AppEnv> = async (c) => {
  const data = await ownBooking(c.var.deps.database.db, currentUser(c).id, c.req.valid("param").id);
  return c.json({ success: true as const, data }, 200);
};

/**
 * POST or GET /flights/booking/send-email/{id}: mails the e-ticket of a paid booking again, in
 * the page's language, within the limits per booking and per account (429 past them). The mail
 * sent when it was paid is not counted (ADR 0060).
 */
export const sendEmailHandler: RouteHandler<
  typeof sendEmailPostRoute | typeof sendEmailGetRoute,
  AppEnv
> = async (c) => {
  const user = currentUser(c);
  const { deps } = c.var;
  const record = await paidBooking(deps.database.db, user.id, c.req.valid("param").id);
  const mail = await reserveETicketMail(deps, user.id, record.id);
  // A mail that could not be sent does not count against the limits.
  const page = pageLocale(c.req.header("accept-language"), user.locale);
  // An agent's customer reads it in the language of their first e-ticket (docs/adr/0089).
  const locale = record.agentSale ? await customerLocale(deps.database.db, record.id, page) : page;
  const agency = await agencyOfBooker(deps.database.db, user.id);
  await sendETicket(deps, record, locale, record.email, agency).catch(async (err: unknown) => {
    await mail.release();
    throw err;
  });
  return c.json({ status: "success" as const, message: `E-ticket sent to ${record.email}` }, 200);
};

/** GET /flights/booking/{id}/eticket.pdf: the e-ticket of a paid booking. */
export const eticketHandler: RouteHandler<typeof eticketRoute, AppEnv> = async (c) => {
  const { db } = c.var.deps.database;
  const userId = currentUser(c).id;
  const record = await paidBooking(db, userId, c.req.valid("param").id);
  const pdf = await renderETicket(record, undefined, await agencyOfBooker(db, userId));
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="eticket-${record.id}.pdf"`,
    "Cache-Control": "private, no-store",
  });
};
