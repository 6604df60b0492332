import { createRoute, type RouteHandler, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { AppDeps, AppEnv } from "../../context.ts";
import { settings } from "../../db/schema/accounts.ts";
import { json } from "../../http/openapi.ts";
import { createRouter } from "../../http/validation.ts";

const RATE_KEY = "mmk_rate";

const CurrencySchema = z
  .object({
    code: z.enum(["USD", "MMK"]),
    name: z.string(),
    symbol: z.string(),
    exchangeRate: z.number().openapi({ description: "Units of this currency per US dollar" }),
    updatedAt: z.string().openapi({ format: "date-time", description: "When this rate was set" }),
  })
  .openapi("Currency");

/**
 * The MMK rate (kyat per US dollar) from MMK_RATE, and when that value was first seen. The
 * settings row remembers the time across restarts, so `updatedAt` moves only when the rate does.
 */
export async function mmkRate(deps: AppDeps): Promise<{ rate: number; updatedAt: Date }> {
  const { db } = deps.database;
  const configured = String(deps.env.MMK_RATE);
  const [row] = await db.select().from(settings).where(eq(settings.key, RATE_KEY));
  if (row?.value === configured) return { rate: deps.env.MMK_RATE, updatedAt: row.updatedAt };
  const now = deps.now();
  const [saved] = await db
    .insert(settings)
    .values({ key: RATE_KEY, value: configured, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: configured, updatedAt: now } })
    .returning();
  deps.log.info("MMK rate set", { rate: deps.env.MMK_RATE });
  return { rate: deps.env.MMK_RATE, updatedAt: saved?.updatedAt ?? now };
}

const route = (path: string, hide = false) =>
  createRoute({
    method: "get",
    path,
    hide,
    tags: ["Reference"],
    summary: "Currencies prices can be shown in, with their rate per US dollar",
    responses: {
      200: json(
        z.object({ success: z.literal(true), data: z.array(CurrencySchema) }),
        "USD (rate 1) and MMK (the configured rate)",
      ),
    },
  });

const listCurrencies: RouteHandler<ReturnType<typeof route>, AppEnv> = async (c) => {
  const { rate, updatedAt } = await mmkRate(c.var.deps);
  const at = updatedAt.toISOString();
  // Browsers may reuse the list for a few minutes; the rate changes rarely.
  c.header("Cache-Control", "public, max-age=300");
  return c.json(
    {
      success: true as const,
      data: [
        { code: "USD" as const, name: "US Dollar", symbol: "$", exchangeRate: 1, updatedAt: at },
        { code: "MMK" as const, name: "Myanmar Kyat", symbol: "Ks", exchangeRate: rate, updatedAt: at },
      ],
    },
    200,
  );
};

/** GET /currency/ as the contract writes it, and /currency without the slash (undocumented). */
export const currencyRoutes = createRouter()
  .openapi(route("/currency/"), listCurrencies)
  .openapi(route("/currency", true), listCurrencies);
