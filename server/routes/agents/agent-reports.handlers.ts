import type { RouteHandler } from "@hono/zod-openapi";
import { type RangeProblem, reportRange, salesCsv } from "../../../src/domain/agent-sales-report.ts";
import { agentBookings } from "../../agency/agent-bookings.ts";
import { agentSalesReport } from "../../agency/sales-report.ts";
import type { AppEnv } from "../../context.ts";
import { currentUser } from "../../http/auth.ts";
import { validationFailed } from "../../http/errors.ts";
import type { agentSales, agentSalesCsv, listAgentBookings } from "./agent-reports.routes.ts";

/** GET /agents/bookings: a page of the caller's own bookings. */
export const listAgentBookingsHandler: RouteHandler<typeof listAgentBookings, AppEnv> = async (c) => {
  const { deps } = c.var;
  const data = await agentBookings(deps.database.db, currentUser(c).id, c.req.valid("query"), deps.now());
  return c.json({ success: true as const, data }, 200);
};

const RANGE_TEXT: Record<RangeProblem, string> = {
  notMonth: "A month is written YYYY-MM",
  reversed: "The first month is after the last",
  tooLong: "A report covers at most 24 months",
};

/** The caller's report for the asked months; a bad range is a 400. */
async function report(c: Parameters<RouteHandler<typeof agentSales, AppEnv>>[0]) {
  const { deps } = c.var;
  const range = reportRange(c.req.valid("query"), deps.now());
  if ("problem" in range) {
    const text = RANGE_TEXT[range.problem];
    throw validationFailed(`Invalid months: ${text}`, {
      [range.problem === "reversed" ? "from" : "to"]: text,
    });
  }
  return agentSalesReport(deps.database.db, currentUser(c).id, range);
}

/** GET /agents/sales */
export const agentSalesHandler: RouteHandler<typeof agentSales, AppEnv> = async (c) =>
  c.json({ success: true as const, data: await report(c) }, 200);

/** GET /agents/sales.csv: the same report as a download. */
export const agentSalesCsvHandler: RouteHandler<typeof agentSalesCsv, AppEnv> = async (c) => {
  const data = await report(c);
  return c.body(salesCsv(data), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="sales-${data.from}-${data.to}.csv"`,
    "Cache-Control": "private, no-store",
  });
};
