import { type SearchBody, toSearchAnswer } from "../../../api/search-answer.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { readOffers } from "../../../domain/offer-view.ts";

/** The search request's one state value (spec: loading, 'Error: ...', 'Invalid flight data', the list). */
export type OffersState =
  | { kind: "loading" }
  | {
      kind: "error";
      message: string;
      /** Trying again may work (no connection, a server fault). */
      retry: boolean;
    }
  | { kind: "invalid" }
  | { kind: "ready"; offers: FlightOffer[]; carriers: Record<string, string> };

/**
 * The state a search's answer puts the results in: its offers, or 'Invalid flight data' when
 * they are not of the contract's shape. The screen and the page's early copy read it alike.
 */
export function offersStateOf({
  data,
  carriers,
}: {
  data: unknown;
  carriers: Record<string, string>;
}): OffersState {
  const offers = readOffers(data);
  return offers ? { kind: "ready", offers, carriers } : { kind: "invalid" };
}

/** offersStateOf for the search's JSON body as the page's own request has it. */
export const offersStateOfBody = (body: SearchBody) => offersStateOf(toSearchAnswer(body));

/**
 * The /flights page's own search (its head script's, src/pages/[...app].astro): the stored
 * search as stored (`key`), the answer's body (null for anything but a good answer; it fails
 * only when it took longer than the API client's time, REQUEST_TIMEOUT_MS) and, once it has
 * come, the body itself (`data`).
 */
export type PageSearch = { key: string; body: Promise<SearchBody>; data?: SearchBody };

/** The page's own search, when it asked. */
export const pageSearch = () => (globalThis as { earlySearch?: PageSearch }).earlySearch;
