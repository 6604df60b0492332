import type { Page } from "@playwright/test";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { formatPrice, USD } from "../../src/domain/money.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { expect, test } from "./fixtures.ts";
import { inDays, storeSearch } from "./search-helpers.ts";

// A price for several travellers says it is the total for all of them, with one's own price
// beside it, taken from the offer's breakdown (a family's children pay less: "per adult").

const trip = (adults: number, children: number): SearchParams => ({
  travelType: 1,
  from: "RGN",
  to: "MDL",
  departureDate: inDays(19),
  returnDate: null,
  adults,
  children,
  limit: 10,
  travelClass: "ECONOMY",
});

const words = {
  en: {
    totalFor: "total for 3 travellers",
    label: "Total for 3 travellers",
    perAdult: (price: string) => `${price} per adult`,
    price: "Price",
    buyNow: "Buy Now",
  },
  my: {
    totalFor: "ခရီးသည် ၃ ဦးအတွက် စုစုပေါင်း",
    label: "ခရီးသည် ၃ ဦးအတွက် စုစုပေါင်း",
    perAdult: (price: string) => `လူကြီးတစ်ဦးလျှင် ${price}`,
    price: "စျေးနှုန်း",
    buyNow: "ယခုဝယ်ရန်",
  },
} as const;

/** The offer Choose stored (the chosen card's). */
function storedOffer(page: Page): Promise<FlightOffer> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("selectedFlight") ?? "null"));
}

for (const language of ["en", "my"] as const)
  test(`a family's total says so, with an adult's own price: results, Flight Details, choose, ticket (${language}) @phone`, async ({
    signedIn: page,
  }) => {
    const w = words[language];
    await storeSearch(page, trip(2, 1), language);
    await page.goto("/flights");
    const card = page.locator("article").first();
    const cardNote = card.getByTestId("party-price");
    await expect(cardNote).toContainText(w.totalFor);
    // A Myanmar page writes its prices in Myanmar digits only.
    if (language === "my") await expect(card.getByTestId("price")).not.toContainText(/[0-9]/);
    const cardText = await cardNote.textContent();
    await card.getByRole("button").first().click();
    const details = page.getByRole("dialog");
    const detailsNote = await details.getByTestId("party-price").textContent();
    await page.keyboard.press("Escape");
    await card.getByRole("button").last().click();
    await expect(page).toHaveURL(/\/flights\/choose$/);

    const offer = await storedOffer(page);
    const adult = offer.travelerPricings.find((p) => p.travelerType === "ADULT");
    const child = offer.travelerPricings.find((p) => p.travelerType === "CHILD");
    // The child pays less than an adult: one's own price cannot be the total divided.
    expect(Number(child?.price.total)).toBeLessThan(Number(adult?.price.total));
    const price = (usd: string) => formatPrice(usd, USD, language);
    const each = w.perAdult(price(adult?.price.total ?? ""));
    expect(cardText).toBe(`${w.totalFor}${each}`);
    expect(detailsNote).toBe(`${w.totalFor} · ${each}`);
    const main = page.locator("main");
    await expect(main).toContainText(`${w.label}${price(offer.price.grandTotal)}${each}`);

    await page.getByRole("link", { name: w.buyNow }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    const priceCard = page.getByRole("region", { name: w.price });
    await expect(priceCard).toContainText(`${w.label}${price(offer.price.grandTotal)}${each}`);
    await expect(page.getByTestId("continue-bar")).toContainText(
      `${w.label}${price(offer.price.grandTotal)}`,
    );
    if (language === "my") await expect(priceCard).not.toContainText(/[0-9]/);
  });

test("travellers who each pay the same are told the price per person; one traveller, just the price", async ({
  page,
}) => {
  await storeSearch(page, trip(2, 0));
  await page.goto("/flights");
  const card = page.locator("article").first();
  await expect(card.getByTestId("party-price")).toContainText("total for 2 travellers");
  await card.getByRole("button").last().click();
  await expect(page).toHaveURL(/\/flights\/choose$/);
  const offer = await storedOffer(page);
  const each = offer.travelerPricings[0]?.price.total ?? "";
  expect(offer.travelerPricings.every((p) => p.price.total === each)).toBe(true);
  await expect(page.getByTestId("party-price")).toHaveText(`${formatPrice(each, USD, "en")} per person`);
  await expect(page.locator("main")).toContainText("Total for 2 travellers");

  await storeSearch(page, trip(1, 0));
  await page.goto("/flights");
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page.getByTestId("party-price")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(/total for/i);
});
