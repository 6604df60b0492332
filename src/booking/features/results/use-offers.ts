import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, timeoutError, worthRetrying } from "../../../api/api-error.ts";
import { isTimeout } from "../../../api/request-timeout.ts";
import { toSearchAnswer } from "../../../api/search-answer.ts";
import { searchOffers } from "../../../api/search-offers.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $searchParams } from "../../../stores/search-params.ts";
import { errorStrings } from "../../notify-error.ts";
import { paths } from "../../paths.ts";
import { type OffersState, offersStateOf, offersStateOfBody, pageSearch } from "./offers-state.ts";

export type { OffersState };

type Answer = Awaited<ReturnType<typeof searchOffers>>;

/**
 * The search started as this module loads, before React renders the screen (which takes a
 * while on a slow phone): the first render then picks the request up instead of starting it.
 */
let early: { key: string; answer: Promise<Answer> } | null = null;

const stored = $searchParams.get();
if (stored && typeof location !== "undefined" && location.pathname.replace(/\/$/, "") === paths.flights) {
  const key = JSON.stringify(stored);
  // Anything but a good answer from the page (null) is asked again here, through the API
  // client, so that errors read as every other call's.
  const fromPage = pageSearch();
  const answer =
    fromPage?.key === key
      ? fromPage.body.then(
          (body) => (body ? toSearchAnswer(body) : searchOffers(stored)),
          // The page's request took the API client's whole time: said as any call's timeout.
          (error: unknown) => {
            throw isTimeout(error) ? timeoutError() : error;
          },
        )
      : searchOffers(stored);
  answer.catch(() => undefined);
  early = { key, answer };
}

/** The early request when it is for `key` (once), else a new one. */
function answerFor(params: SearchParams, key: string, signal: AbortSignal): Promise<Answer> {
  const taken = early?.key === key ? early.answer : null;
  early = null;
  return taken ?? searchOffers(params, signal);
}

/**
 * The state the page's own answer for `key` gives, when it has come before the screen's first
 * render: the screen then starts with the list the page drew from it (early-results.ts).
 */
function arrivedState(key: string): OffersState | null {
  const fromPage = pageSearch();
  if (early?.key !== key || fromPage?.key !== key || !fromPage.data) return null;
  return offersStateOfBody(fromPage.data);
}

/**
 * Searches offers for the stored parameters, again whenever they change or `retry` is called;
 * null params wait.
 */
export function useOffers(params: SearchParams | null, t: Translate): [OffersState, retry: () => void] {
  const key = params ? JSON.stringify(params) : "";
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OffersState>(() => arrivedState(key) ?? { kind: "loading" });
  const given = useRef(state.kind !== "loading");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params` (and `attempt` asks again); `t` only words an error.
  useEffect(() => {
    if (!params) return;
    if (given.current) {
      // The first key's answer was there at the first render: the request is done.
      given.current = false;
      early = null;
      return;
    }
    const controller = new AbortController();
    setState({ kind: "loading" });
    answerFor(params, key, controller.signal)
      .then((answer) => {
        if (!controller.signal.aborted) setState(offersStateOf(answer));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            kind: "error",
            message: errorMessage(error, errorStrings(t)),
            retry: worthRetrying(error),
          });
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
