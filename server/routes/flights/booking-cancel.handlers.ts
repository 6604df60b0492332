import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { cancelBooking, quoteBookingCancellation } from "../../flights/bookings/cancel.ts";
import { currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import type { cancelBookingRoute, cancellationQuoteRoute } from "./booking-cancel.routes.ts";

/** POST /flights/booking/{id}/cancellation-quote: what cancelling now gives back. */
export const cancellationQuoteHandler: RouteHandler<typeof cancellationQuoteRoute, AppEnv> = async (c) => {
  const data = await quoteBookingCancellation(c.var.deps, currentUser(c).id, c.req.valid("param").id);
  return c.json({ success: true as const, data }, 200);
};

/** POST /flights/booking/{id}/cancel: cancels at the accepted quote, refunding once. */
export const cancelBookingHandler: RouteHandler<typeof cancelBookingRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { id } = c.req.valid("param");
  const { quoteId } = c.req.valid("json");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The mail is written in the language of the page that cancelled.
  const call = {
    userId: user.id,
    id,
    quoteId,
    locale: pageLocale(c.req.header("accept-language"), user.locale),
  };
  const data = key
    ? await oncePerKey(
        deps,
        { userId: user.id, route: "flights/booking/cancel", key, request: { id, quoteId } },
        (claim) => cancelBooking(deps, call, (tx, answer) => claim.remember(tx, answer)),
      )
    : await cancelBooking(deps, call);
  return c.json({ success: true as const, data }, 200);
};
