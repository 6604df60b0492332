import type { FlightOffer } from "../domain/flight-offer.ts";
import { storedJSON } from "./stored-json.ts";

function isOffer(value: unknown): value is FlightOffer {
  const v = value as Partial<FlightOffer> | null;
  return typeof v === "object" && v !== null && typeof v.id === "string" && Array.isArray(v.itineraries);
}

/** The spec's `selectedFlight`: the offer chosen on the results page, kept under `selectedFlight`. */
export const $selectedFlight = storedJSON<FlightOffer>("selectedFlight", isOffer);

/** Remembers the offer the traveller chose. */
export function selectFlight(offer: FlightOffer): void {
  $selectedFlight.set(offer);
}

/** Forgets the chosen offer (after a successful booking, spec section 4). */
export function clearSelectedFlight(): void {
  $selectedFlight.set(null);
}
