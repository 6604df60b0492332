import { useEffect, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { searchOffers, toSearchAnswer } from "../../../api/search-offers.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { readOffers } from "../../../domain/offer-view.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $searchParams } from "../../../stores/search-params.ts";
import { errorStrings } from "../../notify-error.ts";
import { paths } from "../../paths.ts";

/** The search request's one state value (spec: loading, 'Error: ...', 'Invalid flight data', the list). */
export type OffersState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "invalid" }
  | { kind: "ready"; offers: FlightOffer[]; carriers: Record<string, string> };

type Answer = Awaited<ReturnType<typeof searchOffers>>;

/**
 * The search started as this module loads, before React renders the screen (which takes a
 * while on a slow phone): the first render then picks the request up instead of starting it.
 */
let early: { key: string; answer: Promise<Answer> } | null = null;
const stored = $searchParams.get();
if (stored && typeof location !== "undefined" && location.pathname.replace(/\/$/, "") === paths.flights) {
  const key = JSON.stringify(stored);
  // The /flights page's own head script may have asked already, before any module loaded
  // (src/pages/[...app].astro); anything but a good answer there (null) is asked again here,
  // through the API client, so that errors read as every other call's.
  const fromPage = (globalThis as { earlySearch?: { key: string; body: Promise<unknown> } }).earlySearch;
  const answer =
    fromPage?.key === key
      ? fromPage.body.then((body) =>
          body ? toSearchAnswer(body as Parameters<typeof toSearchAnswer>[0]) : searchOffers(stored),
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

/** Searches offers for the stored parameters, again whenever they change; null params wait. */
export function useOffers(params: SearchParams | null, t: Translate): OffersState {
  const [state, setState] = useState<OffersState>({ kind: "loading" });
  const key = params ? JSON.stringify(params) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`; `t` only words an error.
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    answerFor(params, key, controller.signal)
      .then(({ data, carriers }) => {
        if (controller.signal.aborted) return;
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
