import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { acceptScheduleChange, refundScheduleChange } from "../../flights/bookings/schedule-answer.ts";
import { currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import type { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";

/** POST /flights/booking/{id}/schedule-change/accept: keeps the booking on the moved flight, once. */
export const acceptScheduleChangeHandler: RouteHandler<typeof acceptScheduleChangeRoute, AppEnv> = async (
  c,
) => {
  const user = currentUser(c);
  const { id } = c.req.valid("param");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  const call = { userId: user.id, id };
  const data = key
    ? await oncePerKey(
        deps,
        { userId: user.id, route: "flights/booking/schedule-change/accept", key, request: { id } },
        (claim) => acceptScheduleChange(deps, call, (tx, answer) => claim.remember(tx, answer)),
      )
    : await acceptScheduleChange(deps, call);
  return c.json({ success: true as const, data }, 200);
};

/** POST /flights/booking/{id}/schedule-change/refund: cancels with everything paid back, once. */
export const refundScheduleChangeHandler: RouteHandler<typeof refundScheduleChangeRoute, AppEnv> = async (
  c,
) => {
  const user = currentUser(c);
  const { id } = c.req.valid("param");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The mail is written in the language of the page that asked.
  const call = { userId: user.id, id, locale: pageLocale(c.req.header("accept-language"), user.locale) };
  const data = key
    ? await oncePerKey(
        deps,
        { userId: user.id, route: "flights/booking/schedule-change/refund", key, request: { id } },
        (claim) => refundScheduleChange(deps, call, (tx, answer) => claim.remember(tx, answer)),
      )
    : await refundScheduleChange(deps, call);
  return c.json({ success: true as const, data }, 200);
};
