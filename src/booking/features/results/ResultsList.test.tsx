import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { defaultListState, type ListState } from "../../../domain/list-state.ts";
import { formatPrice, USD } from "../../../domain/money.ts";
import { noFilters } from "../../../domain/offer-list.ts";
import { flightOffer, routeNotice } from "../../../domain/test-data.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import type { OffersState } from "./offers-state.ts";
import { ResultsList } from "./ResultsList.tsx";
import { flying } from "./testing-offers.ts";

/** An offer in `cabin` (the fare of its first segment). */
function inCabin(offer: FlightOffer, cabin: string): FlightOffer {
  const segmentId = offer.itineraries[0]?.segments[0]?.id ?? "1";
  return {
    ...offer,
    travelerPricings: [
      {
        travelerId: "1",
        travelerType: "ADULT",
        price: { currency: "USD", total: offer.price.total, base: offer.price.base },
        fareDetailsBySegment: [{ segmentId, cabin, fareBasis: "Y", class: "Y" }],
      },
    ],
  } as FlightOffer;
}

const offers = [
  inCabin(flightOffer({ carrier: "UB", at: "2026-12-01T07:00:00", total: "161.00" }), "ECONOMY"),
  inCabin(
    flightOffer({
      carrier: "K7",
      at: "2026-12-01T13:15:00",
      total: "154.00",
      refund: { notApplicable: true },
    }),
    "PREMIUM_ECONOMY",
  ),
  inCabin(
    flightOffer({
      carrier: "7Y",
      at: "2026-12-01T19:30:00",
      total: "152.00",
      stops: 1,
      refund: { maxPenaltyAmount: "0" },
    }),
    "BUSINESS",
  ),
  inCabin(
    flightOffer({
      carrier: "8M",
      at: "2026-12-01T05:45:00",
      total: "199.00",
      returnCarrier: "PG",
      refund: { maxPenaltyAmount: "40.00" },
    }),
    "FIRST",
  ),
];
const ready: OffersState = { kind: "ready", offers, carriers: { UB: "Myanmar National Airlines" } };

function html(
  state: OffersState,
  list: ListState = defaultListState,
  t = recordingTranslator().t,
  filtersShown = false,
) {
  return renderToStaticMarkup(
    <ResultsList
      state={state}
      list={list}
      filtersShown={filtersShown}
      t={t}
      locale="en"
      price={(amount) => formatPrice(amount, USD, "en")}
    />,
  );
}

describe("the results list", () => {
  it("lists the offers sorted and filtered as the list state says, with the count and what is hidden", () => {
    const page = html(ready, { sort: "time", filters: { ...noFilters, stops: [0] } });
    expect(page).toContain("3 Result flights");
    expect(page).toContain("Showing 3 of 4 flights");
    const shown = [...page.matchAll(/data-testid="carrier">(\w+)</g)].map((m) => m[1]);
    expect(shown).toEqual(["8M", "UB", "K7"]);
    // One offer: the heading's noun is singular.
    expect(html(ready, { sort: "time", filters: { ...noFilters, airlines: ["8M"] } })).toContain(
      ">1 Result flight</h1>",
    );
  });

  it("says when the filters leave nothing and offers Reset; shows the spinner while loading", () => {
    expect(html(ready, { ...defaultListState, filters: { ...noFilters, airlines: ["XX"] } })).toContain(
      "No flights match these filters.",
    );
    const loading = html({ kind: "loading" });
    expect(loading).toContain('role="status"');
    expect(loading).toContain("Searching flights…");
    expect(loading).toContain(">Flight results</h1>");
    expect(loading).not.toContain("0 Result flights");
    expect(html({ kind: "error", message: "Network Error", retry: true })).toContain(">Flight results</h1>");
    expect(loading).toMatch(/<button[^>]*disabled=""[^>]*>Show Filters/);
  });

  it("offers Try again after a failure that may pass, not after a refused search", () => {
    const view = (state: OffersState) =>
      renderToStaticMarkup(
        <ResultsList
          state={state}
          list={defaultListState}
          filtersShown={false}
          t={recordingTranslator().t}
          locale="en"
          price={(amount) => formatPrice(amount, USD, "en")}
          onRetry={() => undefined}
        />,
      );
    const offline = view({ kind: "error", message: "We could not reach the server.", retry: true });
    expect(offline).toContain("Error: We could not reach the server.");
    expect(offline).toMatch(/<button[^>]*>Try again<\/button>/);
    const refused = view({ kind: "error", message: "Departure date cannot be in the past", retry: false });
    expect(refused).toContain("Error: Departure date cannot be in the past");
    expect(refused).not.toContain("Try again");
  });

  it("shows the search's route notices above the offers, and a closed route's notice instead of offers", () => {
    const info = routeNotice({
      id: 2,
      kind: "info",
      travellers: "all",
      text: { en: "Bring a permit.", my: "ခွင့်ပြုချက် ယူလာပါ။" },
    });
    const withInfo = html({ ...ready, notices: [info] });
    expect(withInfo).toContain("Route notice");
    expect(withInfo).toContain("Bring a permit.");
    expect(withInfo).toContain("4 Result flights");
    const closed = html({ kind: "ready", offers: [], carriers: {}, notices: [routeNotice()] });
    expect(closed).toContain("Closed to foreigners");
    expect(closed).toContain("Kyaukpyu is closed to foreign visitors.");
    expect(closed).not.toContain("No flights");
    expect(html({ kind: "ready", offers: [], carriers: {} })).toContain("No flights");
  });

  it("gives each card's title an id of its own, referenced by the card", () => {
    const page = html(ready);
    const ids = [...page.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(page).toContain(`aria-labelledby="${id}"`);
  });
});

function card(offer: FlightOffer, locale: "en" | "my" = "en") {
  return renderToStaticMarkup(
    <ResultsList
      state={{ kind: "ready", offers: [offer], carriers: {} }}
      list={defaultListState}
      filtersShown={false}
      t={recordingTranslator(locale).t}
      locale={locale}
      price={(amount) => formatPrice(amount, USD, locale)}
    />,
  );
}
const testid = (page: string, id: string) =>
  new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(page)?.[1]?.replace(/\u00a0/g, " ");

describe("the stops on a card", () => {
  const viaKul = flying(
    ["MH741", "RGN", "KUL", "2026-12-01T12:50:00", "2026-12-01T17:25:00", "1", "1"],
    ["MH796", "KUL", "BKK", "2026-12-01T18:45:00", "2026-12-01T19:50:00", "1", "1"],
  );

  it("names the connection's airport and length, in English and in Myanmar digits", () => {
    expect(testid(card(viaKul), "stops")).toBe("1 Stop · KUL · 1 h 20 min");
    expect(testid(card(viaKul, "my"), "stops")).toBe("ခရီးထောက် ၁ ခု · KUL · ၁ နာရီ ၂၀ မိနစ်");
    expect(card(viaKul)).not.toContain('data-testid="stop-warning"');
    expect(card(viaKul)).not.toContain('data-testid="later-day"');
  });

  it("lists the airports of two stops, and says Nonstop for none", () => {
    const twoStops = flying(
      ["MH741", "RGN", "KUL", "2026-12-01T12:50:00", "2026-12-01T17:25:00"],
      ["MH602", "KUL", "SIN", "2026-12-01T18:40:00", "2026-12-01T19:40:00"],
      ["SQ12", "SIN", "NRT", "2026-12-01T21:00:00", "2026-12-02T05:00:00"],
    );
    expect(testid(card(twoStops), "stops")).toBe("2 Stop · KUL, SIN");
    expect(testid(card(flightOffer()), "stops")).toBe("Nonstop");
  });

  it("flags a short and an overnight connection, and +1 beside an arrival on the next day", () => {
    const shortAtBkk = flying(
      ["TG303", "RGN", "BKK", "2026-12-01T13:05:00", "2026-12-01T15:05:00"],
      ["TG403", "BKK", "SIN", "2026-12-01T16:15:00", "2026-12-01T19:35:00"],
    );
    expect(testid(card(shortAtBkk), "stop-warning")).toBe("Short connection");
    const overnight = flying(
      ["8M231", "RGN", "SIN", "2026-12-01T23:50:00", "2026-12-02T04:45:00"],
      ["SQ12", "SIN", "NRT", "2026-12-02T08:00:00", "2026-12-02T16:00:00"],
    );
    const page = card(overnight);
    expect(testid(page, "stop-warning")).toBe("Overnight layover");
    expect(testid(page, "later-day")).toBe("+1");
    expect(page).toContain("(Arrives 1 day later)");
    expect(testid(card(overnight, "my"), "later-day")).toBe("+၁");
  });

  it("says a stop of the same aircraft by its city's name", () => {
    const loop = flying(
      ["K7266", "RGN", "NYU", "2026-12-01T06:45:00", "2026-12-01T08:05:00"],
      ["K7266", "NYU", "HEH", "2026-12-01T08:35:00", "2026-12-01T09:10:00"],
    );
    // Before the city's name is known the code stands for it.
    expect(testid(card(loop), "stops")).toBe("Stops in NYU, same aircraft");
    expect(testid(card(loop, "my"), "stops")).toBe("NYU တွင် ခေတ္တရပ်မည်၊ လေယာဉ်တစ်စင်းတည်း");
  });
});
