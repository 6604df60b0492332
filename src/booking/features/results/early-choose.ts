import { isFlightOffer } from "../../../domain/flight-offer.ts";
import { formatPrice } from "../../../domain/money.ts";
import { isSearchParams } from "../../../domain/search-params.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { pathTo } from "../../paths.ts";
import { ChooseView } from "./ChooseView.tsx";
import { lastListQuery } from "./last-list-query.ts";

/**
 * /flights/choose drawn by the page itself from the stored search and offer, before React and
 * the screen's code have arrived (two seconds on a slow phone): the screen's own view
 * (ChooseView), written as HTML by early/html-jsx.ts, in the stored language and currency, with
 * the texts the page carries in both languages. ChooseScreen then takes its place, identical
 * (hand-over.ts), and does what was pressed meanwhile. With no search or no offer stored the
 * page draws nothing and the app decides (home, or 'no flight chosen').
 */
drawEarlyView((_element, locale, t) => {
  const params = jsonCodec(null, isSearchParams).decode(
    localStorage.getItem(STORAGE_KEYS.searchParams) ?? "",
  );
  const offer = jsonCodec(null, isFlightOffer).decode(
    localStorage.getItem(STORAGE_KEYS.selectedFlight) ?? "",
  );
  if (!params || !offer) return null;
  const currency = storedPriceCurrency();
  return ChooseView({
    offer,
    t,
    locale,
    price: (amount) => formatPrice(amount, currency),
    backHref: pathTo("flights", {}, lastListQuery()),
  });
});
