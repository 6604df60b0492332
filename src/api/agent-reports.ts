import {
  type AgentBookingFilter,
  type AgentBookingsPage,
  isAgentBookingsPage,
} from "../domain/agent-bookings.ts";
import { isSalesReport, type SalesReport } from "../domain/agent-sales-report.ts";
import { dataOf } from "../domain/shape.ts";
import { fetchAuthorizedFile } from "./authorized-file.ts";
import { apiRequest } from "./client.ts";

/** What the bookings page asks for (the URL's query). */
export interface AgentBookingsQuery {
  q?: string;
  status?: AgentBookingFilter;
  from?: string;
  to?: string;
  page?: number;
}

const query = (fields: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** A page of the agent's bookings (`GET /apis/agents/bookings`). */
export function fetchAgentBookings(
  asked: AgentBookingsQuery,
  signal?: AbortSignal,
): Promise<AgentBookingsPage> {
  return apiRequest(`/apis/agents/bookings${query({ ...asked })}`, dataOf(isAgentBookingsPage), { signal });
}

/** The agent's sales by month (`GET /apis/agents/sales`); no months: the last six. */
export function fetchSalesReport(
  range: { from?: string; to?: string },
  signal?: AbortSignal,
): Promise<SalesReport> {
  return apiRequest(`/apis/agents/sales${query(range)}`, dataOf(isSalesReport), { signal });
}

/** The same report as CSV (`GET /apis/agents/sales.csv`). */
export function fetchSalesCsv(range: { from: string; to: string }): Promise<Blob> {
  return fetchAuthorizedFile(`/apis/agents/sales.csv${query(range)}`, "text/csv");
}
