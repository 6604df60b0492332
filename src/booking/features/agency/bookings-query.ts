import type { AgentBookingsQuery } from "../../../api/agent-reports.ts";
import { AGENT_BOOKING_FILTERS, type AgentBookingFilter } from "../../../domain/agent-bookings.ts";
import { isIsoDate } from "../../../domain/dates.ts";

const isFilter = (value: unknown): value is AgentBookingFilter =>
  (AGENT_BOOKING_FILTERS as readonly unknown[]).includes(value);

/**
 * The bookings page's query from its address (what a link, a reload or a shared URL carries):
 * values it cannot read are left out, so a hand-edited address still shows a page.
 * @example readBookingsQuery({ q: "thiri", page: "2", status: "lost" }) // { q: "thiri", page: 2 }
 */
export function readBookingsQuery(search: Record<string, string>): AgentBookingsQuery {
  const page = Number(search.page);
  const q = search.q?.trim().slice(0, 100);
  return {
    ...(q ? { q } : {}),
    ...(isFilter(search.status) ? { status: search.status } : {}),
    ...(isIsoDate(search.from) ? { from: search.from } : {}),
    ...(isIsoDate(search.to) ? { to: search.to } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/**
 * The address's query for a bookings query (the page left out when it is the first).
 * @example bookingsSearch({ q: "thiri", page: 1 }) // { q: "thiri" }
 */
export function bookingsSearch(query: AgentBookingsQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) out[key] = String(value);
  return out;
}
