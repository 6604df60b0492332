import { readListState } from "../../../domain/list-state.ts";
import { formatPrice } from "../../../domain/money.ts";
import { isSearchParams } from "../../../domain/search-params.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { appendToEarlyView, drawEarlyView, redrawEarlyView } from "../../early/early-view.ts";
import { type OffersState, offersStateOfBody, pageSearch } from "./offers-state.ts";
import { OfferSlots, ResultsListView, resultsList } from "./ResultsListView.tsx";

/** How many offer cards each step of the early drawing adds. */
const CARDS_PER_STEP = 2;

/**
 * /flights' list drawn by the page itself, before React and the results screen have arrived (a
 * second or more on a slow phone): the filter panel, the heading, Sorted By and the spinner at
 * once, then the offer cards as soon as the page's own search (its head script's request)
 * answers, through the screen's own view (ResultsListView) in the stored language and currency,
 * sorted and filtered as the address says. The screen starts with that answer and takes the
 * copy's place unchanged (hand-over.ts), with what was ticked or pressed meanwhile. Without a
 * stored search the page draws nothing and the app goes home; a failed request keeps the
 * spinner and the app asks again.
 */
drawEarlyView((element, locale, t) => {
  const raw = localStorage.getItem(STORAGE_KEYS.searchParams) ?? "";
  const page = pageSearch();
  // The head script asks for the search as stored (its key); a search the stores would not
  // read sends the visitor home.
  if (!page || !jsonCodec(null, isSearchParams).decode(raw) || page.key !== JSON.stringify(JSON.parse(raw)))
    return null;
  const currency = storedPriceCurrency();
  const price = (amount: string) => formatPrice(amount, currency);
  const list = readListState(Object.fromEntries(new URLSearchParams(location.search)));
  const view = (state: OffersState, cards?: number) =>
    ResultsListView({
      state,
      list,
      filtersShown: false,
      t,
      locale,
      price,
      cards,
    });
  // A few cards at a time, each step painted before the next: drawing ten cards at once held a
  // slow phone for a quarter of a second, and its taps with it. Each step adds its cards to the
  // list; drawing the whole view again for each step made every step longer than the last.
  const drawRest = (state: OffersState) => {
    if (state.kind !== "ready") return;
    const { shown } = resultsList(state, list);
    for (let from = CARDS_PER_STEP; from < shown.length; from += CARDS_PER_STEP)
      void appendToEarlyView(element, "[data-offer-list]", () =>
        OfferSlots({
          offers: shown.slice(from, from + CARDS_PER_STEP),
          carriers: state.carriers,
          t,
          locale,
          price,
        }),
      );
  };
  if (page.data) {
    const state = offersStateOfBody(page.data);
    // Once this first view is in the page (drawEarlyView shows it when this returns).
    queueMicrotask(() => drawRest(state));
    return view(state, CARDS_PER_STEP);
  }
  page.body.then(
    (body) => {
      if (!body) return;
      const state = offersStateOfBody(body);
      void redrawEarlyView(element, () => view(state, CARDS_PER_STEP));
      drawRest(state);
    },
    // Too slow: the list stays loading, and the screen says it took too long.
    () => undefined,
  );
  return view({ kind: "loading" });
});
