import { readListState } from "../../../domain/list-state.ts";
import { formatPrice } from "../../../domain/money.ts";
import { isSearchParams } from "../../../domain/search-params.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView, redrawEarlyView } from "../../early/early-view.ts";
import { type OffersState, offersStateOfBody, pageSearch } from "./offers-state.ts";
import { ResultsListView } from "./ResultsListView.tsx";

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
  const list = readListState(Object.fromEntries(new URLSearchParams(location.search)));
  const view = (state: OffersState) =>
    ResultsListView({
      state,
      list,
      filtersShown: false,
      t,
      locale,
      price: (amount) => formatPrice(amount, currency),
    });
  if (page.data) return view(offersStateOfBody(page.data));
  page.body.then(
    (body) => {
      if (body) void redrawEarlyView(element, () => view(offersStateOfBody(body)));
    },
    // Too slow: the list stays loading, and the screen says it took too long.
    () => undefined,
  );
  return view({ kind: "loading" });
});
