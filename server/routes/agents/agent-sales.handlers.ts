import type { RouteHandler } from "@hono/zod-openapi";
import {
  MARKUP_MESSAGES,
  markupInput,
  parseMarkup,
  settingProblem,
} from "../../../src/domain/agent-markup.ts";
import type { AppEnv } from "../../context.ts";
import { agentMarkups } from "../../db/schema/agent-customers.ts";
import { listAgentCustomers as readCustomers } from "../../flights/bookings/agent-customers.ts";
import { defaultMarkup } from "../../flights/bookings/agent-sale.ts";
import { currentUser } from "../../http/auth.ts";
import { ApiError } from "../../http/errors.ts";
import type { getAgentMarkup, listAgentCustomers, setAgentMarkup } from "./agent-sales.routes.ts";

/** GET /agents/customers: the caller's customers only. */
export const listAgentCustomersHandler: RouteHandler<typeof listAgentCustomers, AppEnv> = async (c) => {
  const data = await readCustomers(c.var.deps.database.db, currentUser(c).id, c.req.valid("query").q);
  return c.json({ success: true as const, data }, 200);
};

/** GET /agents/markup */
export const getAgentMarkupHandler: RouteHandler<typeof getAgentMarkup, AppEnv> = async (c) => {
  const markup = await defaultMarkup(c.var.deps.database.db, currentUser(c).id);
  return c.json({ success: true as const, data: markupInput(markup) }, 200);
};

/** PUT /agents/markup: checked with the same rules as the profile form. */
export const setAgentMarkupHandler: RouteHandler<typeof setAgentMarkup, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const input = { kind: body.kind, value: String(body.value) };
  const problem = settingProblem(input);
  const markup = parseMarkup(input);
  if (problem || !markup) {
    const code = problem ?? "MARKUP_INVALID";
    throw new ApiError(400, code, MARKUP_MESSAGES[code], { fields: { value: MARKUP_MESSAGES[code] } });
  }
  const { deps } = c.var;
  const userId = currentUser(c).id;
  const values = { userId, kind: markup.kind, hundredths: markup.hundredths, updatedAt: deps.now() };
  await deps.database.db
    .insert(agentMarkups)
    .values(values)
    .onConflictDoUpdate({ target: agentMarkups.userId, set: values });
  return c.json({ success: true as const, data: markupInput(markup) }, 200);
};
