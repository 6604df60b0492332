import { type FlightOffer, isFlightOffer } from "../domain/flight-offer.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { storedJSON } from "./stored-json.ts";

/** The spec's `selectedFlight`: the offer chosen on the results page, kept under `selectedFlight`. */
export const $selectedFlight = storedJSON<FlightOffer>(STORAGE_KEYS.selectedFlight, isFlightOffer);

/** Remembers the offer the traveller chose. */
export function selectFlight(offer: FlightOffer): void {
  $selectedFlight.set(offer);
}

/** Forgets the chosen offer (after a successful booking, spec section 4). */
export function clearSelectedFlight(): void {
  $selectedFlight.set(null);
}
