import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { changeOffers } from "../../flights/bookings/change-offers.ts";
import { currentUser } from "../../http/auth.ts";
import type { changeOffersRoute } from "./booking-change.routes.ts";

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
