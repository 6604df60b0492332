import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { changeBooking } from "../../flights/bookings/change.ts";
import { changeOffers } from "../../flights/bookings/change-offers.ts";
import { currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import type { changeBookingRoute, changeOffersRoute } from "./booking-change.routes.ts";

/** POST /flights/booking/{id}/change-offers: what the booking can move to, and what each move costs. */
export const changeOffersHandler: RouteHandler<typeof changeOffersRoute, AppEnv> = async (c) => {
  const data = await changeOffers(
    c.var.deps,
    currentUser(c).id,
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ success: true as const, data }, 200);
};

/** POST /flights/booking/{id}/change: moves the booking to the offer at its quote, charging once. */
export const changeBookingHandler: RouteHandler<typeof changeBookingRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { id } = c.req.valid("param");
  const { offerId, quoteId } = c.req.valid("json");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The mail is written in the language of the page that changed the booking.
  const call = {
    userId: user.id,
    id,
    offerId,
    quoteId,
    locale: pageLocale(c.req.header("accept-language"), user.locale),
  };
  const data = key
    ? await oncePerKey(
        deps,
        { userId: user.id, route: "flights/booking/change", key, request: { id, offerId, quoteId } },
        (claim) => changeBooking(deps, call, (tx, answer) => claim.remember(tx, answer)),
      )
    : await changeBooking(deps, call);
  return c.json({ success: true as const, data }, 200);
};
