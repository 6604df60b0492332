import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import type { noticesRoute } from "./notices.routes.ts";
import { checkNoticeQuery } from "./search-query.ts";

/** GET /flights/notices: the route notices in force for a trip, from the in-memory book. */
export const noticesHandler: RouteHandler<typeof noticesRoute, AppEnv> = (c) => {
  const { journeys, fareType } = checkNoticeQuery(c.req.valid("query"));
  return c.json({ success: true as const, data: c.var.deps.notices.forTrip(journeys, fareType) }, 200);
};
