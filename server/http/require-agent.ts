import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { currentUser } from "./auth.ts";
import { ApiError } from "./errors.ts";

/**
 * Behind requireAuth: lets only an agent's account through; a customer's token is a 403
 * AGENTS_ONLY (issue 51: every agency call is for agents only).
 */
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!currentUser(c).isAgent) throw new ApiError(403, "AGENTS_ONLY", "This is for agent accounts only");
  await next();
});
