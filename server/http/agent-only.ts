import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { agentsOnly } from "../flights/bookings/agent-sale.ts";
import { currentUser } from "./auth.ts";

/** After requireAuth: 403 `AGENTS_ONLY` for a customer's token, so every agent call is for agents only. */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!currentUser(c).isAgent) throw agentsOnly("This is for agents only");
  await next();
});
