import { isRouteNotice, type RouteNotice } from "../domain/route-notice.ts";
import { isObject } from "../domain/shape.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { storedJSON } from "./stored-json.ts";

/** The route notices of one chosen offer. */
export interface TripNotices {
  offerId: string;
  notices: RouteNotice[];
}

const isTripNotices = (value: unknown): value is TripNotices =>
  isObject(value) &&
  typeof value.offerId === "string" &&
  Array.isArray(value.notices) &&
  value.notices.every(isRouteNotice);

/**
 * The chosen offer's route notices: the results' when it was chosen, then the ticket step's own
 * answer. The ticket step draws them at once from here, so nothing moves when its call answers.
 */
export const $tripNotices = storedJSON<TripNotices>(STORAGE_KEYS.tripNotices, isTripNotices);

/** Keeps the notices known for the offer (replaces those of any other). */
export function keepTripNotices(offerId: string, notices: readonly RouteNotice[]): void {
  $tripNotices.set({ offerId, notices: [...notices] });
}
