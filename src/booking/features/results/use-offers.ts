import { useCallback, useEffect, useState } from "react";
import { worthRetrying } from "../../../api/api-error.ts";
import { searchOffers } from "../../../api/search-offers.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { type OffersState, offersStateOf } from "./offers-state.ts";
import { searchFailure } from "./search-failure.ts";

export type { OffersState };

/**
 * Searches offers for the parameters, again whenever they change or `retry` is called; null
 * params wait (the address is not read yet). The first search of /flights takes the request
 * its page's head started (search-offers.ts).
 */
export function useOffers(params: SearchParams | null, t: Translate): [OffersState, retry: () => void] {
  const key = params ? JSON.stringify(params) : "";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OffersState>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params` (and `attempt` asks again); `t` only words an error.
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    searchOffers(params, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setState(offersStateOf(answer));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            kind: "error",
            message: searchFailure(error, params, t),
            retry: worthRetrying(error),
          });
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
