import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { SearchAnswer } from "../../../domain/offer-view.ts";
import type { RouteNotice } from "../../../domain/route-notice.ts";

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
  | {
      kind: "ready";
      offers: FlightOffer[];
      carriers: Record<string, string>;
      /** The route notices for the search; none when absent. */
      notices?: RouteNotice[];
    };

/**
 * The state a search's answer puts the results in: its offers and route notices, or 'Invalid
 * flight data' when the offers are not of the contract's shape.
 */
export function offersStateOf({ offers, carriers, notices }: SearchAnswer): OffersState {
  return offers ? { kind: "ready", offers, carriers, notices } : { kind: "invalid" };
}
