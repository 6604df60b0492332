import type { BookingStatus } from "./booking.ts";
import { hasStrings, isObject, listOf } from "./shape.ts";

/**
 * An agent's bookings page (issue 51 §5): the filters, a row as the API answers it, and the
 * pager's window of page links.
 */

/**
 * What the list can be filtered by: a booking's status (held: waiting for payment within its
 * hold), or what happened to it after payment (a date change, an airline's schedule change).
 */
export const AGENT_BOOKING_FILTERS = [
  "paid",
  "held",
  "expired",
  "cancelled",
  "changed",
  "scheduleChanged",
] as const;
export type AgentBookingFilter = (typeof AGENT_BOOKING_FILTERS)[number];

/** Bookings on one page when none is asked for, and the most one page holds. */
export const AGENT_BOOKINGS_PAGE_SIZE = 20;
export const AGENT_BOOKINGS_MAX_PAGE_SIZE = 50;

/** The spec's pagination window: at most this many page links (section 9). */
export const PAGE_WINDOW = 5;

/** One booking of the agent's list. Amounts are decimal strings of US dollars. */
export interface AgentBookingRow {
  id: string;
  /** The status, a hold that ran out read as EXPIRED. */
  status: BookingStatus;
  changed: boolean;
  scheduleChanged: boolean;
  customer: string;
  travellers: string[];
  /** Each leg's first and last airport, in order (one leg, two for a round trip, more for multi-city). */
  legs: { origin: string; destination: string }[];
  /** The first flight's local departure date, YYYY-MM-DD. */
  departureDate: string;
  createdAt: string;
  net: string;
  markup: string;
  selling: string;
}

/** A page of the agent's bookings: the rows, how many match in all, and where the page is. */
export interface AgentBookingsPage {
  bookings: AgentBookingRow[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

const STATUSES: readonly unknown[] = ["PENDING_PAYMENT", "PAID", "EXPIRED", "CANCELLED"];

/** True for a row as the API answers it. */
export function isAgentBookingRow(value: unknown): value is AgentBookingRow {
  return (
    isObject(value) &&
    hasStrings(value, ["id", "customer", "departureDate", "createdAt", "net", "markup", "selling"]) &&
    STATUSES.includes(value.status) &&
    typeof value.changed === "boolean" &&
    typeof value.scheduleChanged === "boolean" &&
    listOf((v): v is string => typeof v === "string")(value.travellers) &&
    listOf(
      (v): v is { origin: string; destination: string } =>
        isObject(v) && hasStrings(v, ["origin", "destination"]),
    )(value.legs)
  );
}

/** True for a page of bookings as the API answers it. */
export function isAgentBookingsPage(value: unknown): value is AgentBookingsPage {
  return (
    isObject(value) &&
    listOf(isAgentBookingRow)(value.bookings) &&
    ["total", "page", "pageSize", "pages"].every((key) => Number.isInteger(value[key]))
  );
}

/**
 * The page numbers the pager links to: at most PAGE_WINDOW, around `current` where it can be.
 * @example pageWindow(7, 10) // [5, 6, 7, 8, 9]
 * @example pageWindow(1, 3) // [1, 2, 3]
 */
export function pageWindow(current: number, pages: number, size = PAGE_WINDOW): number[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
