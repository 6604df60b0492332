import { createRoute, z } from "@hono/zod-openapi";
import {
  AGENT_BOOKING_FILTERS,
  AGENT_BOOKINGS_MAX_PAGE_SIZE,
  AGENT_BOOKINGS_PAGE_SIZE,
} from "../../../src/domain/agent-bookings.ts";
import { REPORT_DEFAULT_MONTHS, REPORT_MAX_MONTHS } from "../../../src/domain/agent-sales-report.ts";
import { requireAuth } from "../../http/auth.ts";
import { bearer, errors, json } from "../../http/openapi.ts";
import { requireAgent } from "../../http/require-agent.ts";
import { plainString } from "../users/users.schemas.ts";

const tags = ["Agents"];
const forAgents = {
  401: "Missing, invalid, expired or revoked token",
  403: "`AGENTS_ONLY`: a customer's token",
} as const;
const money = (description: string) =>
  z.string().openapi({ description: `${description}, US dollars`, example: "110.00" });

const whole = (description: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, "Must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "Must be at least 1").max(max, `Must be at most ${max}`))
    .optional()
    .openapi({ description, type: "string", example: "1" });
const date = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)")
    .optional()
    .openapi({ description, format: "date", example: "2026-12-01" });
const month = (description: string) =>
  z
    .string()
    .max(7)
    .optional()
    .openapi({ description: `${description} (YYYY-MM, Myanmar time)`, example: "2026-11" });

const AgentBookingSchema = z
  .object({
    id: z.string().openapi({ description: "The booking code" }),
    status: z.enum(["PENDING_PAYMENT", "PAID", "EXPIRED", "CANCELLED"]).openapi({
      description: "A hold that ran out reads EXPIRED",
    }),
    changed: z.boolean().openapi({ description: "Its date was changed" }),
    scheduleChanged: z.boolean().openapi({ description: "An airline changed its schedule" }),
    customer: z.string().openapi({ description: "The contact's name: the customer it was booked for" }),
    travellers: z.array(z.string()),
    legs: z.array(z.object({ origin: z.string(), destination: z.string() })),
    departureDate: z.string().openapi({ format: "date", description: "The first flight's, local" }),
    createdAt: z.string().openapi({ format: "date-time" }),
    net: money("What you paid (or pay) from the deposit"),
    markup: money("Your markup"),
    selling: money("What the customer pays: net + markup"),
  })
  .openapi("AgentBooking");

export const listAgentBookings = createRoute({
  method: "get",
  path: "/agents/bookings",
  tags,
  summary: "The bookings you made, searched and paged, newest first",
  description:
    "Only your own bookings. `q` matches a booking code or a customer's or traveller's name (any part, any " +
    "case), or an airport code or city of any flight. `from`/`to` bound the first flight's departure date. " +
    "A page past the last answers no bookings (with the total).",
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: {
    query: z.object({
      q: plainString().max(100).optional().openapi({ description: "Code, name, airport or city" }),
      status: z.enum(AGENT_BOOKING_FILTERS).optional().openapi({
        description:
          "`held`: waiting for payment within its hold; `changed`/`scheduleChanged`: what happened after",
      }),
      from: date("Departing on or after"),
      to: date("Departing on or before"),
      page: whole("From 1", 10_000),
      pageSize: whole(`Default ${AGENT_BOOKINGS_PAGE_SIZE}`, AGENT_BOOKINGS_MAX_PAGE_SIZE),
    }),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.object({
          bookings: z.array(AgentBookingSchema),
          total: z.number().int().openapi({ description: "Bookings matching, on every page" }),
          page: z.number().int(),
          pageSize: z.number().int(),
          pages: z.number().int(),
        }),
      }),
      "A page of your bookings",
    ),
    ...errors({ 400: "Bad query (`error.fields` names it)", ...forAgents }),
  },
});

const Figures = {
  bookings: z.number().int().openapi({ description: "Bookings first paid in the month" }),
  travellers: z.number().int(),
  net: money("Net fares paid from the deposit in the month: first payments and date changes' charges"),
  markup: money("Markups of the bookings first paid in the month"),
  selling: money("Selling prices: net + markup"),
  refunds: money("Refunds of your bookings to the deposit in the month"),
};
const SalesReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    months: z.array(z.object({ month: z.string().openapi({ example: "2026-11" }), ...Figures })),
    totals: z.object(Figures),
  })
  .openapi("AgentSalesReport");

const salesQuery = z.object({
  from: month("First month"),
  to: month("Last month"),
});
const salesDescription =
  `By Myanmar month, from \`from\` to \`to\` (at most ${REPORT_MAX_MONTHS} months; by default the ` +
  `${REPORT_DEFAULT_MONTHS} months ending with this one). Each amount counts in the month it moved: a booking, its ` +
  "travellers, first net fare and markup in the month it was first paid, a later date change's charge in the " +
  "month of the change (net and selling), a refund in the month it went back to your deposit. Only your own bookings.";
const badRange = "`VALIDATION_FAILED`: not a month, `from` after `to`, or too many months";

export const agentSales = createRoute({
  method: "get",
  path: "/agents/sales",
  tags,
  summary: "Your sales by month: bookings, travellers, net, markup, refunds, with totals",
  description: salesDescription,
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: { query: salesQuery },
  responses: {
    200: json(z.object({ success: z.literal(true), data: SalesReportSchema }), "The report"),
    ...errors({ 400: badRange, ...forAgents }),
  },
});

export const agentSalesCsv = createRoute({
  method: "get",
  path: "/agents/sales.csv",
  tags,
  summary: "Your sales by month as a CSV download (the same figures, with a Total line)",
  description: salesDescription,
  security: bearer,
  middleware: [requireAuth, requireAgent] as const,
  request: { query: salesQuery },
  responses: {
    200: {
      description: "`sales-<from>-<to>.csv`, amounts in US dollars",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errors({ 400: badRange, ...forAgents }),
  },
});
