import type { RouteNotice } from "../../../src/domain/route-notice.ts";
import { ApiError, type ErrorCode } from "../../http/errors.ts";
import type { OfferKey } from "../offer-id.ts";
import type { NoticeBook } from "./book.ts";
import { offerKeyJourneys } from "./journeys.ts";

/** The refusal's code: a client tells it apart from the other 409s by it. */
export const ROUTE_CLOSED = "ROUTE_CLOSED" satisfies ErrorCode;

/**
 * Refuses an offer whose route a `closed` notice closes to its fare type (a foreigner fare to a
 * region closed to foreigners), read from the offer's id as the server priced it. Only the route,
 * the flight dates and the fare type count: no traveller's document (an NRC's state) ever does.
 * @throws ApiError 409 `ROUTE_CLOSED` with the closing notices in `notices`.
 */
export function assertRouteOpen(book: NoticeBook, key: OfferKey): void {
  const closing = book.forTrip(offerKeyJourneys(key), key.fareType).filter((n) => n.kind === "closed");
  const [first] = closing;
  if (first) throw routeClosed(first, closing);
}

function routeClosed(first: RouteNotice, closing: RouteNotice[]): ApiError {
  return new ApiError(409, ROUTE_CLOSED, `This trip is not sold at this fare: ${first.text.en}`, {
    extras: { notices: closing },
  });
}
