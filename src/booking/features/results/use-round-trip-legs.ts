import { useCallback, useEffect, useState } from "react";
import { worthRetrying } from "../../../api/api-error.ts";
import { searchOutbounds, searchReturns } from "../../../api/round-trip-legs.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { type OffersState, offersStateOf } from "./offers-state.ts";
import { searchFailure } from "./search-failure.ts";

/** A round trip's list: the cards' state, and each card's whole trip by card id. */
export interface LegsState {
  state: OffersState;
  trips: ReadonlyMap<string, FlightOffer>;
}

const loading: LegsState = { state: { kind: "loading" }, trips: new Map() };

/**
 * A round trip leg by leg (ADR 0071): the outbounds of the search, or with `outbound` the returns
 * that fit it, again whenever either changes or `retry` is called; null params wait (a one-way
 * search, or the address not read yet).
 */
export function useRoundTripLegs(
  params: SearchParams | null,
  outbound: string | null,
  t: Translate,
): [LegsState, retry: () => void] {
  const key = params ? JSON.stringify([params, outbound]) : "";
  const [attempt, setAttempt] = useState(0);
  const [legs, setLegs] = useState<LegsState>(loading);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params` and `outbound` (and `attempt` asks again); `t` only words an error.
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setLegs(loading);
    const call = outbound
      ? searchReturns(params, outbound, controller.signal)
      : searchOutbounds(params, controller.signal);
    call
      .then((answer) => {
        if (!controller.signal.aborted) setLegs({ state: offersStateOf(answer), trips: answer.trips });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLegs({
            state: {
              kind: "error",
              message: searchFailure(error, params, t),
              retry: worthRetrying(error),
            },
            trips: new Map(),
          });
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [legs, retry];
}
