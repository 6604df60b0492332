import { fareTypeFor } from "../domain/fare-type.ts";
import { resultsMark } from "../domain/results-mark.ts";
import { SEARCH_CALL_KEYS, sendsValue } from "./search-call.ts";

/** Given by the page's build (inline-bundle's `define`). */
declare const SEARCH_URL: string;
declare const TIMEOUT_MS: number;
declare const LIMIT: number;
declare const OUTBOUNDS_URL: string;
declare const RETURNS_URL: string;

// Inlined in the head of /flights (AppPage.astro): the address's marks for the first paint
// (results-mark.ts), and the search the address carries, asked for at once, while the app's code
// still downloads and starts (a second or more on a slow phone).
// The API module takes this request when it searches for the same query (search-offers.ts);
// anything but a good answer is null, and it is asked again through the client. It gives up
// after the client's own time, and that failure is the screen's timeout.

// What the built screen cannot know, on the root element before the first paint: the screen's
// CSS keeps or leaves out the places it takes (results-mark.ts).
try {
  const address = new URLSearchParams(location.search);
  const { trip, fare } = resultsMark(address, fareType(address));
  if (trip) document.documentElement.dataset.trip = trip;
  if (fare) document.documentElement.dataset.fare = fare;
} catch {
  // No marks: the screen draws its places once it has read the search.
}

try {
  const address = new URLSearchParams(location.search);
  // Only a search that has what every search needs: a link cut short is the app's to explain.
  if (["travelType", "from", "to", "departureDate"].every((key) => address.get(key))) {
    const query = new URLSearchParams();
    for (const key of SEARCH_CALL_KEYS) {
      const value =
        key === "limit" ? String(LIMIT) : key === "fareType" ? fareType(address) : address.get(key);
      if (sendsValue(key, value)) query.set(key, value);
    }
    // A round trip is chosen leg by leg (round-trip-call.ts): its outbounds, or the returns of the
    // chosen outbound, without a limit.
    const outbound = address.get("outbound");
    const roundTrip = Boolean(address.get("returnDate"));
    if (roundTrip) {
      query.delete("limit");
      if (outbound) query.set("outbound", outbound);
    }
    const url = roundTrip ? (outbound ? RETURNS_URL : OUTBOUNDS_URL) : SEARCH_URL;
    const signal = typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(TIMEOUT_MS) : undefined;
    const body = fetch(`${url}?${query}`, { headers: { Accept: "application/json" }, signal })
      .then((response) => (response.ok ? response.json() : null))
      .catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name === "TimeoutError") throw error;
        return null;
      });
    // Not taken (the app searched for something else): its timeout is nobody's error.
    body.catch(() => undefined);
    (window as { earlySearch?: unknown }).earlySearch = { query: query.toString(), body };
  }
} catch {
  // No search from the head: the app asks itself.
}

/**
 * The address's fare type; for a link without one, the Country setting's, as the app gives it
 * (localStorage key `country`, src/stores/country.ts; Myanmar when storage cannot be read).
 */
function fareType(address: URLSearchParams): string {
  const written = address.get("fareType");
  if (written) return written;
  try {
    return fareTypeFor(localStorage.getItem("country") === "foreigner" ? "foreigner" : "myanmar");
  } catch {
    return fareTypeFor("myanmar");
  }
}
