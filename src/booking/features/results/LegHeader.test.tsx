import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { defaultListState } from "../../../domain/list-state.ts";
import { formatPrice, USD } from "../../../domain/money.ts";
import { legOf } from "../../../domain/round-trip-legs.ts";
import { flightOffer } from "../../../domain/test-data.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { LegHeader } from "./LegHeader.tsx";
import { ResultsList } from "./ResultsList.tsx";

const price = (amount: string) => formatPrice(amount, USD, "en");
const trip = flightOffer({ carrier: "UB", at: "2026-12-01T07:00:00", total: "250.00", returnCarrier: "K7" });

describe("a round trip's leg cards", () => {
  const list = (leg: "outbound" | "return") =>
    renderToStaticMarkup(
      <ResultsList
        state={{ kind: "ready", offers: [legOf(trip, leg)], carriers: {} }}
        list={defaultListState}
        filtersShown={false}
        t={recordingTranslator().t}
        locale="en"
        price={price}
        leg={leg}
      />,
    );

  it("show the outbound alone with the whole trip's price from its cheapest return", () => {
    const page = list("outbound");
    expect(page).toContain("Round trip from");
    expect(page).toContain("Round Trip");
    expect(page).toContain("$250.00");
    expect(page).toMatch(/Departure · [^<]*UB/);
    expect(page).not.toContain("Return ·");
  });

  it("show the return under Return with the trip's total", () => {
    const page = list("return");
    expect(page).toContain("Round trip total");
    expect(page).toMatch(/Return · [^<]*K7/);
    expect(page).not.toContain("Departure ·");
  });
});

describe("the leg header", () => {
  const header = (
    leg: "outbound" | "return",
    noReturns = false,
    { shown = trip as FlightOffer | null, marked = false } = {},
  ) =>
    renderToStaticMarkup(
      <LegHeader
        leg={leg}
        trip={leg === "return" ? shown : null}
        marked={marked}
        noReturns={noReturns}
        t={recordingTranslator().t}
        locale="en"
        price={price}
        onChange={() => undefined}
      />,
    );

  it("asks for the outbound on step 1, with no summary", () => {
    const page = header("outbound");
    expect(page).toContain("Step 1 of 2");
    expect(page).toContain("Choose your outbound flight");
    expect(page).not.toContain("Your outbound flight");
  });

  it("sums up the chosen outbound with Change above step 2, and says when no return fits", () => {
    const page = header("return");
    expect(page).toContain("Your outbound flight");
    expect(page).toMatch(/Departure · [^<]*UB/);
    expect(page).toContain("$250.00");
    expect(page).toContain('aria-label="Change your outbound flight"');
    expect(page).toContain("Choose your return flight");
    expect(page).not.toContain("No return flight fits");
    expect(header("return", true)).toContain("No return flight fits this outbound flight.");
  });

  it("holds the trip's price in its place while the returns come", () => {
    const page = header("return", false, { shown: null });
    expect(page).toMatch(/<p class="[^"]*invisible" aria-hidden="true"><span[^>]*>Round trip from</);
    expect(page).not.toContain("$250.00");
    expect(header("return")).not.toContain("invisible");
  });

  it("before the search is known, shows only where the page's head marked its step", () => {
    const classes = (page: string) => page.match(/^<div class="([^"]*)"/)?.[1];
    expect(classes(header("outbound", false, { marked: true }))).toBe(
      "mt-6 hidden [html[data-trip=outbound]_&amp;]:block",
    );
    expect(classes(header("return", false, { shown: null, marked: true }))).toBe(
      "mt-6 hidden [html[data-trip=return]_&amp;]:block",
    );
    expect(classes(header("outbound"))).toBe("mt-6");
  });
});
