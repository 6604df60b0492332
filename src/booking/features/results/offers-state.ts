import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { SearchAnswer } from "../../../domain/offer-view.ts";

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
 * they are not of the contract's shape.
 */
export function offersStateOf({ offers, carriers }: SearchAnswer): OffersState {
  return offers ? { kind: "ready", offers, carriers } : { kind: "invalid" };
}
