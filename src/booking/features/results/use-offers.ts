import { useEffect, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { searchOffers } from "../../../api/search-offers.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { readOffers } from "../../../domain/offer-view.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { errorStrings } from "../../notify-error.ts";

/** The search request's one state value (spec: loading, 'Error: ...', 'Invalid flight data', the list). */
export type OffersState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "invalid" }
  | { kind: "ready"; offers: FlightOffer[]; carriers: Record<string, string> };

/** Searches offers for the stored parameters, again whenever they change; null params wait. */
export function useOffers(params: SearchParams | null, t: Translate): OffersState {
  const [state, setState] = useState<OffersState>({ kind: "loading" });
  const key = params ? JSON.stringify(params) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`; `t` only words an error.
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    searchOffers(params, controller.signal)
      .then(({ data, carriers }) => {
        const offers = readOffers(data);
        setState(offers ? { kind: "ready", offers, carriers } : { kind: "invalid" });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ kind: "error", message: errorMessage(error, errorStrings(t)) });
      });
    return () => controller.abort();
  }, [key]);
  return state;
}
