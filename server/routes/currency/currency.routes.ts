import { createRoute, type RouteHandler, z } from "@hono/zod-openapi";
import { eq, inArray } from "drizzle-orm";
import type { CurrencyEntry } from "../../../src/domain/currency.ts";
import type { AppDeps, AppEnv } from "../../context.ts";
import { settings } from "../../db/schema/accounts.ts";
import { json } from "../../http/openapi.ts";
import { createRouter } from "../../http/validation.ts";

/** The live rate; `npm run ops -- mmk-rate` writes this row too. */
const RATE_KEY = "mmk_rate";
/** The MMK_RATE value last applied, so a changed configuration is noticed once. */
const APPLIED_KEY = "mmk_rate_configured";

export const CurrencySchema = z
  .object({
    code: z.enum(["USD", "MMK"]),
    name: z.string(),
    symbol: z.string(),
    exchangeRate: z.number().openapi({ description: "Units of this currency per US dollar" }),
    updatedAt: z.string().openapi({ format: "date-time", description: "When this rate was set" }),
  })
  .openapi("Currency");

/**
 * The MMK rate (kyat per US dollar) and when it was set. The latest change wins: the `mmk_rate`
 * row is the live rate, which operations may change at run time (`npm run ops -- mmk-rate`);
 * MMK_RATE replaces it only when the configured value itself changes (or no rate exists yet).
 */
export async function mmkRate(deps: AppDeps): Promise<{ rate: number; updatedAt: Date }> {
  const { db } = deps.database;
  const configured = String(deps.env.MMK_RATE);
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [RATE_KEY, APPLIED_KEY]));
  const live = rows.find((row) => row.key === RATE_KEY && Number(row.value) > 0);
  const applied = rows.find((row) => row.key === APPLIED_KEY);
  if (live && applied?.value === configured) return { rate: Number(live.value), updatedAt: live.updatedAt };

  const now = deps.now();
  const configChanged = applied !== undefined && applied.value !== configured;
  const write = (key: string, replace: boolean) => {
    const insert = db.insert(settings).values({ key, value: configured, updatedAt: now });
    return replace
      ? insert.onConflictDoUpdate({ target: settings.key, set: { value: configured, updatedAt: now } })
      : insert.onConflictDoNothing();
  };
  // A rate set by operations before MMK_RATE was ever applied stays; a changed MMK_RATE wins.
  await write(RATE_KEY, configChanged || !live);
  await write(APPLIED_KEY, true);
  if (configChanged || !live) deps.log.info("MMK rate set from MMK_RATE", { rate: deps.env.MMK_RATE });
  const [current] = await db.select().from(settings).where(eq(settings.key, RATE_KEY));
  const rate = Number(current?.value);
  return rate > 0 && current
    ? { rate, updatedAt: current.updatedAt }
    : { rate: deps.env.MMK_RATE, updatedAt: now };
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
        "USD (rate 1) and MMK (the current rate and when it was set)",
      ),
    },
  });

const listCurrencies: RouteHandler<ReturnType<typeof route>, AppEnv> = async (c) => {
  const { rate, updatedAt } = await mmkRate(c.var.deps);
  const at = updatedAt.toISOString();
  const data: CurrencyEntry[] = [
    { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: 1, updatedAt: at },
    { code: "MMK", name: "Myanmar Kyat", symbol: "Ks", exchangeRate: rate, updatedAt: at },
  ];
  // Browsers may reuse the list for a few minutes; the rate changes rarely.
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ success: true as const, data }, 200);
};

/** GET /currency/ as the contract writes it. */
export const listCurrenciesRoute = route("/currency/");

/** The documented route, and /currency without the slash (undocumented). */
export const currencyRoutes = createRouter()
  .openapi(listCurrenciesRoute, listCurrencies)
  .openapi(route("/currency", true), listCurrencies);
