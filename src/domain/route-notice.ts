/**
 * Route notices: dated notes on a route for some travellers, kept as data by operations
 * (`npm run ops -- notice ...`). An `info` notice is shown with the route's offers; a `closed`
 * notice means the route is not sold to the travellers it names (a domestic route closed to
 * foreigners), and is shown instead of offers. Notices are about a route, a flight date and a
 * fare type; nothing here reads a traveller's documents (an NRC's state code never blocks a sale).
 */
import { isIsoDate } from "./dates.ts";
import { FARE_TYPES, type FareType } from "./fare-type.ts";
import type { FlightOffer } from "./flight-offer.ts";
import { isObject } from "./shape.ts";

export const NOTICE_KINDS = ["info", "closed"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Who a notice is for: everyone, or the travellers of one fare type. */
export const NOTICE_TRAVELLERS = ["all", ...FARE_TYPES] as const;
export type NoticeTravellers = (typeof NOTICE_TRAVELLERS)[number];

/** A notice as the API answers it. */
export interface RouteNotice {
  id: number;
  /** IATA codes. */
  from: string;
  to: string;
  /** True: from → to and to → from; false: from → to only. */
  bothWays: boolean;
  travellers: NoticeTravellers;
  kind: NoticeKind;
  /** First flight date it applies to (YYYY-MM-DD, the departure airport's local date). */
  validFrom: string;
  /** Last flight date it applies to; null while it has no end. */
  validTo: string | null;
  /** The notice in each of the site's languages. */
  text: { en: string; my: string };
}

/** One direction of a trip: the first departure, the last arrival and its flight date. */
export interface Journey {
  from: string;
  to: string;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * True when the notice applies to the journey at the fare type: its route in the journey's
 * direction (either way when `bothWays`), the flight date within its window (both ends
 * included), and travellers `all` or that fare type. A trip abroad has one fare for everyone
 * (`fareType` null): only notices for `all` apply to it.
 * @example noticeApplies(kyaukpyuClosed, { from: "KYP", to: "RGN", date: "2026-12-01" }, "foreigner") // true
 */
export function noticeApplies(notice: RouteNotice, journey: Journey, fareType: FareType | null): boolean {
  const forward = notice.from === journey.from && notice.to === journey.to;
  const back = notice.bothWays && notice.from === journey.to && notice.to === journey.from;
  return (
    (forward || back) &&
    journey.date >= notice.validFrom &&
    (notice.validTo === null || journey.date <= notice.validTo) &&
    (notice.travellers === "all" || notice.travellers === fareType)
  );
}

/**
 * The notices that apply to any of the trip's journeys (a round trip has two), each once, in the
 * order given.
 * @example noticesFor(all, [{ from: "RGN", to: "KYP", date }, { from: "KYP", to: "RGN", date: back }], "citizen")
 */
export function noticesFor(
  notices: readonly RouteNotice[],
  journeys: readonly Journey[],
  fareType: FareType | null,
): RouteNotice[] {
  return notices.filter((notice) => journeys.some((journey) => noticeApplies(notice, journey, fareType)));
}

/**
 * The journeys of an offer: each itinerary's first departure, last arrival and the first
 * departure's local date.
 * @example offerJourneys(roundTrip) // [{ from: "RGN", to: "KYP", date: "2026-12-01" }, { from: "KYP", to: "RGN", date: "2026-12-05" }]
 */
export function offerJourneys(offer: Pick<FlightOffer, "itineraries">): Journey[] {
  return offer.itineraries.flatMap(({ segments }) => {
    const first = segments[0];
    const last = segments.at(-1);
    return first && last
      ? [{ from: first.departure.iataCode, to: last.arrival.iataCode, date: first.departure.at.slice(0, 10) }]
      : [];
  });
}

/** True when one of the notices closes the route: the trip is not sold. */
export function closesRoute(notices: readonly RouteNotice[]): boolean {
  return notices.some((notice) => notice.kind === "closed");
}

/** The notice's text in the page's language (English when a Myanmar text is missing). */
export function noticeText(notice: RouteNotice, locale: "en" | "my"): string {
  return notice.text[locale] || notice.text.en;
}

/** True for a notice of the API's shape. */
export function isRouteNotice(value: unknown): value is RouteNotice {
  return (
    isObject(value) &&
    typeof value.id === "number" &&
    typeof value.from === "string" &&
    typeof value.to === "string" &&
    typeof value.bothWays === "boolean" &&
    (NOTICE_TRAVELLERS as readonly unknown[]).includes(value.travellers) &&
    (NOTICE_KINDS as readonly unknown[]).includes(value.kind) &&
    isIsoDate(value.validFrom) &&
    (value.validTo === null || isIsoDate(value.validTo)) &&
    isObject(value.text) &&
    typeof value.text.en === "string" &&
    typeof value.text.my === "string"
  );
}

/**
 * The notices of an answer (absent: none), or null when they are not notices.
 * @example readNotices(undefined) // []
 */
export function readNotices(value: unknown): RouteNotice[] | null {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every(isRouteNotice) ? value : null;
}
