import { describe, expect, it } from "vitest";
import { formatPrice, USD } from "../../../domain/money.ts";
import { legOf } from "../../../domain/round-trip-legs.ts";
import { flightOffer } from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import FlightDetailsBody from "./FlightDetailsBody.tsx";

const trip = flightOffer({ carrier: "UB", total: "250.00", returnCarrier: "K7" });

/** What Flight Details shows of `offer`, as the results screen opens it. */
function details(offer: typeof trip, outboundStep: boolean, locale: Locale = "en") {
  return renderIn(
    <FlightDetailsBody
      offer={offer}
      carriers={{}}
      t={translator(locale)}
      price={(amount) => formatPrice(amount, USD, locale)}
      onChoose={() => undefined}
      outboundStep={outboundStep}
    />,
    locale,
  );
}

describe("Flight Details on a round trip", () => {
  it("on the outbound step shows the outbound alone, its trip's price as such, and the families later", () => {
    const page = details(legOf(trip, "outbound"), true);
    expect(page).toContain('aria-label="Departure"');
    expect(page).not.toContain('aria-label="Return"');
    expect(page).toMatch(/Round trip from<\/th><td[^>]*>\$250\.00/);
    expect(page).not.toContain("Price Base");
    expect(page).not.toContain("Price Total");
    expect(page).not.toContain("Fares on sale for this flight");
    expect(page).toContain("you see them in a return flight&#x27;s details");
    expect(page).toContain(">Choose this outbound flight</button>");
    const myanmar = details(legOf(trip, "outbound"), true, "my");
    expect(myanmar).toContain("ဤအသွားခရီးစဉ်ကို ရွေးရန်");
    expect(myanmar).toContain("အသွားအပြန် အနည်းဆုံးဈေး");
  });

  it("on the return step shows the whole trip with its price and the whole trip's fare families", () => {
    const page = details(trip, false);
    expect(page).toContain('aria-label="Departure"');
    expect(page).toContain('aria-label="Return"');
    expect(page).toContain("Price Base");
    expect(page).toMatch(/Price Total<\/th><td[^>]*>\$250\.00/);
    expect(page).toContain("Fares on sale for this flight");
    expect(page).not.toContain("Choose this outbound flight");
  });
});
