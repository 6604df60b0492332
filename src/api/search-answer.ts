/** `GET /apis/flights/search/one-ways`'s answer; `data` is checked by the screen (readOffers). */
export interface SearchAnswer {
  data: unknown;
  /** Airline names by code. */
  carriers: Record<string, string>;
}

/** The search's JSON body, as the API sends it. */
export type SearchBody = { data?: unknown; dictionaries?: { carriers?: Record<string, string> } } | null;

/**
 * What the screen reads from the search's JSON body (from the client, or from the request the
 * /flights page's head started).
 */
export function toSearchAnswer(body: SearchBody): SearchAnswer {
  return { data: body?.data, carriers: body?.dictionaries?.carriers ?? {} };
}
