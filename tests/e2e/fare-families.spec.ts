import { expect, type Page, test } from "@playwright/test";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { searchParams } from "../../src/domain/test-data.ts";
import { consoleErrors, createAccount, storeInBrowser } from "./account-helpers.ts";
import { bookThroughApi, chooseOffer } from "./booking-helpers.ts";
import { inDays } from "./search-helpers.ts";

// Fare families: Flight Details lists every family on sale for the flight with its price and
// rules, Choose takes any of them to the ticket step at its price, and the booking names it.

const trip = (departureDate: string): SearchParams =>
  searchParams({ travelType: 1, to: "MDL", departureDate, infants: 0 });
const resultsLink = (params: SearchParams, language: "en" | "my") =>
  `${language === "my" ? "/my" : ""}/flights?${new URLSearchParams(searchToQuery(params))}`;

/** FAMILY_SHOTS=<folder> keeps a picture of Flight Details' families, to look at. */
async function shot(page: Page, name: string, project: string) {
  if (!process.env.FAMILY_SHOTS) return;
  await page.screenshot({ path: `${process.env.FAMILY_SHOTS}/${project}-${name}.png` });
}

test.describe("fare families", () => {
  test("Flight Details lists the families; choosing Flex goes to the ticket step at Flex's price @phone", async ({
    page,
    request,
  }, testInfo) => {
    const errors = consoleErrors(page);
    await storeInBrowser(page, { session: await createAccount(request) });
    await page.goto(resultsLink(trip(inDays(22)), "en"));
    const first = page.locator("article").first();
    // The card names the cheapest family.
    await expect(first.getByTestId("card-family")).toHaveText("Fare: Promotion");
    await first.getByRole("button", { name: /^Flight Details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    const families = dialog.getByRole("region", { name: "Fares on sale for this flight" });
    const items = families.getByTestId("fare-family");
    await expect(items).toHaveCount(3);
    await expect(items.getByRole("heading")).toHaveText(["Promotion", "Saver", "Flex"]);
    await expect(items.nth(0)).toContainText("No checked bag");
    await expect(items.nth(0)).toContainText("Non-refundable");
    await expect(items.nth(0)).toContainText("No-show: the fare is lost");
    await expect(items.nth(2)).toContainText("Refundable free of charge");
    await expect(items.nth(2)).toContainText("Free date change");
    const prices = await items.getByTestId("family-price").allTextContents();
    const dollars = prices.map((p) => Number(p.replace(/[^\d.]/g, "")));
    expect(dollars[0]).toBeLessThan(dollars[1] ?? 0);
    expect(dollars[1]).toBeLessThan(dollars[2] ?? 0);
    // Promotion is the card's own price.
    expect(prices[0]).toBe(await first.getByTestId("price").textContent());
    await items.nth(2).scrollIntoViewIfNeeded();
    await shot(page, "details-en", testInfo.project.name);

    await families.getByRole("button", { name: "Choose Flex" }).click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    const ticketPrice = page.getByRole("region", { name: "Price" });
    await expect(ticketPrice.locator("dd").last()).toHaveText(prices[2] ?? "");
    expect(errors).toEqual([]);
  });

  test("on a Myanmar page: family names in Myanmar, prices in Myanmar digits @phone", async ({
    page,
  }, testInfo) => {
    await page.goto(resultsLink(trip(inDays(23)), "my"));
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^ခရီးစဉ် အသေးစိတ်/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "ခရီးစဉ် အသေးစိတ်" });
    const items = dialog.getByTestId("fare-family");
    await expect(items).toHaveCount(3);
    await expect(items.getByRole("heading")).toHaveText(["ပရိုမိုးရှင်း", "ငွေချွေ", "ပြောင်းလွယ်"]);
    for (const price of await items.getByTestId("family-price").allTextContents()) {
      expect(price).toMatch(/[၀-၉]/);
      expect(price).not.toMatch(/[0-9]/);
    }
    await expect(items.nth(0)).toContainText("ငွေပြန်မအမ်းနိုင်ပါ");
    await items.nth(2).scrollIntoViewIfNeeded();
    await shot(page, "details-my", testInfo.project.name);
    await dialog.getByRole("button", { name: "ပြောင်းလွယ် ကို ရွေးရန်" }).click();
    await expect(page).toHaveURL(/\/my\/flights\/choose$/);
  });

  test("the booking detail names the family bought, in English and Myanmar", async ({ page, request }) => {
    const session = await createAccount(request);
    const { offer } = await chooseOffer(request, { from: "RGN", to: "MDL", departureDate: inDays(25) });
    const res = await request.get(`/apis/flights/offers/${encodeURIComponent(offer.id)}/families?adults=1`);
    const flex = ((await res.json()).data as FlightOffer[]).find(
      (o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === "FLEX",
    );
    if (!flex) throw new Error("Flex should be on sale");
    const record = await bookThroughApi(request, session, flex);
    await storeInBrowser(page, { session });
    await page.goto(`/booking-detail/${record.id}`);
    await expect(
      page.locator("dt", { hasText: "Fare family" }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("Flex");
    await page.goto(`/my/booking-detail/${record.id}`);
    await expect(page.locator("dd", { hasText: "ပြောင်းလွယ်" })).toBeVisible();
  });
});
