import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../http/validation.ts";

const HealthSchema = z
  .object({ status: z.enum(["ok", "degraded"]), db: z.enum(["ok", "down"]) })
  .openapi("Health");

export const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["Reference"],
  summary: "Liveness and database check",
  responses: {
    200: {
      description: "The server and its database answer",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: HealthSchema } },
    },
  },
});

export const healthRoutes = createRouter().openapi(health, async (c) => {
  const ok = await c.var.deps.database.ping().catch(() => false);
  return ok
    ? c.json({ status: "ok" as const, db: "ok" as const }, 200)
    : c.json({ status: "degraded" as const, db: "down" as const }, 503);
});
