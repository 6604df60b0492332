/**
 * Fired (bubbling) from inside an island once its first screen has hydrated and run its first
 * effects: the island's directive then replays a press held before it (hold-presses.ts).
 */
export const ISLAND_LIVE_EVENT = "island-live";

/** Says, from `element` inside an island, that the island is live. */
export function announceLive(element: Element | null): void {
  element?.dispatchEvent(new Event(ISLAND_LIVE_EVENT, { bubbles: true }));
}
