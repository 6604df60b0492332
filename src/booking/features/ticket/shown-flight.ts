import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";

/**
 * The flight /ticket first showed, handed from the page's early copy (early-ticket.ts, an inline
 * script: nothing here may pull in React) to the screen (flight-changed-elsewhere.ts).
 */
type Slot = { ticketShownFlight?: string };

/** The chosen flight as stored now (`selectedFlight`), or null (none, or storage blocked). */
export function storedFlight(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.selectedFlight);
  } catch {
    return null;
  }
}

/** Called by the page's early copy of /ticket (early-ticket.ts) with the stored flight it shows. */
export function noteShownFlight(stored: string): void {
  (globalThis as Slot).ticketShownFlight = stored;
}

/** The flight the early copy showed, taken once (later calls: undefined). */
export function takeShownFlight(): string | undefined {
  const slot = globalThis as Slot;
  const shown = slot.ticketShownFlight;
  delete slot.ticketShownFlight;
  return shown;
}
