import type { Leg } from "../../../domain/round-trip-legs.ts";
import { readOutbound } from "../../../domain/round-trip-legs.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { useOffers } from "./use-offers.ts";
import { useRoundTripLegs } from "./use-round-trip-legs.ts";

/**
 * What the results list shows for a search: a one-way search's offers, or a round trip's step
 * (ADR 0071): its outbounds, or with an outbound chosen in the address (`query`), the returns
 * that fit it. `trips` gives a round-trip card's whole trip by the card's id.
 */
export function useTripList(query: Record<string, string>, params: SearchParams | null, t: Translate) {
  const outbound = readOutbound(query);
  const roundTrip = Boolean(params?.returnDate);
  const [offers, retryOffers] = useOffers(params && !roundTrip ? params : null, t);
  const [legs, retryLegs] = useRoundTripLegs(roundTrip ? params : null, outbound, t);
  const leg: Leg | undefined = roundTrip ? (outbound ? "return" : "outbound") : undefined;
  return {
    leg,
    state: leg ? legs.state : offers,
    retry: leg ? retryLegs : retryOffers,
    trips: legs.trips,
  };
}
