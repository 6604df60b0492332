import { isFlightOffer } from "../../../domain/flight-offer.ts";
import { formatPrice } from "../../../domain/money.ts";
import { isSearchParams } from "../../../domain/search-params.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { toLocale } from "../../../i18n/locales.ts";
import { translatorFrom } from "../../../i18n/translate-core.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { activateEarlyScreen } from "../../early/early-activate.ts";
import { EARLY_SCREEN_ID } from "../../early/hand-over.ts";
import { type Html, render } from "../../early/html-jsx.ts";
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
function showEarlyChoose(): void {
  const element = document.getElementById(EARLY_SCREEN_ID);
  if (!element) return;
  const params = jsonCodec(null, isSearchParams).decode(
    localStorage.getItem(STORAGE_KEYS.searchParams) ?? "",
  );
  const offer = jsonCodec(null, isFlightOffer).decode(
    localStorage.getItem(STORAGE_KEYS.selectedFlight) ?? "",
  );
  if (!params || !offer) {
    element.remove();
    return;
  }
  const locale = toLocale(localStorage.getItem(STORAGE_KEYS.language));
  const texts = JSON.parse(element.dataset.texts ?? "{}") as Record<string, Partial<Record<UIKey, string>>>;
  const t = translatorFrom(texts[locale] ?? {}, texts.en, locale);
  const currency = storedPriceCurrency();
  const view = ChooseView({
    offer,
    t,
    locale,
    price: (amount) => formatPrice(amount, currency),
    backHref: pathTo("flights", {}, lastListQuery()),
  });
  // Bundled with early/html-jsx.ts as the JSX runtime, the view is HTML, not a React element.
  element.innerHTML = render(view as unknown as Html);
  activateEarlyScreen(element, locale);
}

try {
  showEarlyChoose();
} catch {
  // Storage blocked or an offer of another shape: the app draws the screen when it arrives.
  document.getElementById(EARLY_SCREEN_ID)?.remove();
}
