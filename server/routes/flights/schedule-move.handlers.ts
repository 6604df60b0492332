import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { moveOffers, moveScheduleChange } from "../../flights/bookings/schedule-move.ts";
import { currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import type { moveOffersRoute, moveScheduleChangeRoute } from "./schedule-move.routes.ts";

/** GET /flights/booking/{id}/schedule-change/move-offers: where the booking can move free of charge. */
export const moveOffersHandler: RouteHandler<typeof moveOffersRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { date } = c.req.valid("query");
  const data = await moveOffers(c.var.deps, { userId: currentUser(c).id, id, date });
  c.header("Cache-Control", "no-store");
  return c.json({ success: true as const, data }, 200);
};

/** POST /flights/booking/{id}/schedule-change/move: moves the booking free of charge, once. */
export const moveScheduleChangeHandler: RouteHandler<typeof moveScheduleChangeRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { id } = c.req.valid("param");
  const { offerId } = c.req.valid("json");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The e-ticket is mailed in the language of the page that moved the booking.
  const call = {
    userId: user.id,
    id,
    offerId,
    locale: pageLocale(c.req.header("accept-language"), user.locale),
  };
  const data = key
    ? await oncePerKey(
        deps,
        { userId: user.id, route: "flights/booking/schedule-change/move", key, request: { id, offerId } },
        (claim) => moveScheduleChange(deps, call, (tx, answer) => claim.remember(tx, answer)),
      )
    : await moveScheduleChange(deps, call);
  return c.json({ success: true as const, data }, 200);
};
