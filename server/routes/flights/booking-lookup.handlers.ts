import type { RouteHandler } from "@hono/zod-openapi";
import { bookingCodeKey } from "../../../src/domain/booking-lookup.ts";
import { agencyOfBooking } from "../../agency/profile.ts";
import type { AppDeps, AppEnv } from "../../context.ts";
import { renderETicket } from "../../eticket/pdf.ts";
import { foundBooking, lookUpBooking, lookUpPaidBooking } from "../../flights/bookings/lookup.ts";
import { clientIp } from "../../http/client-address.ts";
import { ApiError } from "../../http/errors.ts";
import { assertWithinLimit } from "../../rate-limit.ts";
import type { lookupBookingRoute, lookupEticketRoute } from "./booking-lookup.routes.ts";

/**
 * Answers `find()` within Find my booking's limits (429 with Retry-After past either): every
 * look-up counts against the caller's address, and one that finds nothing (an unknown code or a
 * wrong name) against the booking code too, so a code cannot be tried against many names from
 * many addresses while its traveller may open it as often as they like.
 */
async function withinLookupLimits<T>(
  deps: AppDeps,
  ip: string,
  bookingCode: string,
  find: () => Promise<T>,
): Promise<T> {
  const limit = deps.rateLimits.bookingLookup;
  const code = bookingCodeKey(bookingCode);
  await assertWithinLimit(limit, { ip, email: code });
  await limit.ip.record(ip);
  try {
    return await find();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await limit.email.record(code);
    throw error;
  }
}

/** POST /flights/booking/lookup: the booking, read-only, without personal data. */
export const lookupBookingHandler: RouteHandler<typeof lookupBookingRoute, AppEnv> = async (c) => {
  const query = c.req.valid("json");
  const { deps } = c.var;
  const record = await withinLookupLimits(deps, clientIp(c), query.bookingCode, () =>
    lookUpBooking(deps.database.db, query),
  );
  return c.json({ success: true as const, data: foundBooking(record) }, 200);
};

/** POST /flights/booking/lookup/eticket.pdf: a paid booking's e-ticket without personal data. */
export const lookupEticketHandler: RouteHandler<typeof lookupEticketRoute, AppEnv> = async (c) => {
  const query = c.req.valid("json");
  const { deps } = c.var;
  const record = await withinLookupLimits(deps, clientIp(c), query.bookingCode, () =>
    lookUpPaidBooking(deps.database.db, query),
  );
  const agency = await agencyOfBooking(deps.database.db, record.id);
  const pdf = await renderETicket(record, { personal: false }, agency);
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="eticket-${record.id}.pdf"`,
    "Cache-Control": "private, no-store",
  });
};
