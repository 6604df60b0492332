import { expect, type Page, test } from "@playwright/test";
import { resultsMy } from "../../src/i18n/my/results.ts";
import { holdAppCode } from "./app-helpers.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/** Sorts the list by clicking the option's label, as a traveller does. */
const sortBy = (page: Page, name: string) =>
  page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name, exact: true }) })
    .click();

/** Chooses the first outbound and return of the stored round trip on /flights, as a traveller would. */
async function chooseFirst(page: Page) {
  await page.goto("/flights");
  await page.locator("article").first().getByRole("button").last().click();
  await expect(page).toHaveURL(/[?&]outbound=/);
  await page.locator("article").first().getByRole("button").last().click();
  await expect(page).toHaveURL(/\/flights\/choose$/);
}

test.describe("choosing a flight", () => {
  test("Choose stores the offer; Departure and Return cards; Buy Now asks a signed-out traveller to sign in", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights?sort=time");
    // A round trip: the outbound, then a return listed by time (ADR 0071).
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    await sortBy(page, "Time");
    await expect(page).toHaveURL(/sort=time$/);
    const card = page.locator("article").first();
    const price = await card.getByTestId("price").textContent();
    await card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    const departure = page.getByRole("region", { name: "Departure" });
    const back = page.getByRole("region", { name: "Return" });
    await expect(departure).toContainText("RGN →");
    await expect(departure).toContainText(/Nonstop|\d Stop/);
    await expect(departure).toContainText(/\d+h/);
    await expect(back).toContainText("→ RGN");
    await expect(page.getByText(price ?? "")).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("selectedFlight") ?? "{}"));
    expect(stored.itineraries).toHaveLength(2);

    await page.goBack();
    // The stored search went into the results' address, beside the outbound and the sort.
    await expect(page).toHaveURL(/\/flights\?travelType=2&from=RGN&to=Bangkok&.*outbound=.*sort=time$/);
    await expect(page.getByRole("radio", { name: "Time" })).toBeChecked();
    await page.goForward();
    // Back to results: the returns of the chosen outbound, sorted as left.
    await expect(page.getByRole("link", { name: "Back to results" })).toHaveAttribute(
      "href",
      /^\/flights\?travelType=2&from=RGN&to=Bangkok&.*outbound=.*sort=time$/,
    );
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
  });
});

test.describe("/flights/choose as the page comes", () => {
  test("the heading waits over a spinner until the stored offer is read; a Buy Now pressed as it shows is done", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await chooseFirst(page);
    const release = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    // As built: the heading, and the offer to come (what this browser chose is not in the page).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your flight");
    await expect(page.getByRole("main").getByRole("status")).toBeVisible();
    release();
    await expect(page.getByRole("region", { name: "Departure" })).toContainText("RGN →");
    await expect(page.getByRole("region", { name: "Return" })).toContainText("→ RGN");
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
  });

  test("in Myanmar, with nothing chosen, and without a search", async ({ page }) => {
    await storeSearch(page, bangkokTrip(), "my");
    await chooseFirst(page);
    await expect(page).toHaveURL(/\/my\/flights\/choose$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resultsMy["choose.heading"] ?? "");
    await expect(page.getByRole("link", { name: resultsMy["choose.buyNow"] })).toBeVisible();

    // No offer stored: the screen says so.
    await page.evaluate(() => localStorage.removeItem("selectedFlight"));
    await page.reload();
    await expect(page.getByText(resultsMy["choose.noFlight"] ?? "")).toBeVisible();
    // No search stored: home, in Myanmar, as before.
    await page.evaluate(() => localStorage.removeItem("searchParams"));
    await page.goto("/my/flights/choose");
    await expect(page).toHaveURL(/\/my\/$/);
  });
});

test.describe("results on a phone @phone", () => {
  test("results at 390 px: filters behind Show/Hide Filters, details as cards", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await expect(page.locator("article").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The Round Trip label stands over the price at the card's right, also where a long airline
    // name puts the price on a line of its own.
    const edges = await page.locator("article").evaluateAll((cards) =>
      cards.map((card) => {
        const price = card.querySelector("[data-testid=price]")?.getBoundingClientRect();
        const label = price && card.querySelector("span.rounded-full")?.getBoundingClientRect();
        const style = getComputedStyle(card);
        const right =
          card.getBoundingClientRect().right -
          Number.parseFloat(style.paddingRight) -
          Number.parseFloat(style.borderRightWidth);
        return [label?.right ?? 0, price?.right ?? 0, right];
      }),
    );
    expect(edges.length).toBeGreaterThan(0);
    for (const [label = 0, price = 0, right = 0] of edges) {
      expect(Math.abs(label - right)).toBeLessThan(1);
      expect(Math.abs(price - right)).toBeLessThan(1);
    }
    const show = page.getByRole("button", { name: "Show Filters" });
    await expect(page.getByRole("checkbox", { name: /^Non Stop/ })).toBeHidden();
    await show.click();
    await expect(page.getByRole("checkbox", { name: /^Non Stop/ })).toBeVisible();
    await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(page.getByRole("checkbox", { name: /^Non Stop/ })).toBeHidden();
    await page
      .getByRole("button", { name: /^Flight Details/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Flight Details" });
    await expect(dialog.locator("dl").first()).toBeVisible();
    await expect(dialog.locator("dl").first()).toContainText("Fare basis");
  });
});

test.describe("where each step opens @phone", () => {
  test("Choose opens at the top of its page, and Back returns to the offer chosen; Forward to the top again", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    // A round trip: the outbound first, then the returns' list (ADR 0071).
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    const card = page.locator("article").nth(3);
    await expect(card).toBeVisible();
    // Scrolled down the list until the fourth offer is 100 px under the screen's top.
    const place = await card.evaluate((offer) => {
      window.scrollTo(0, offer.getBoundingClientRect().top + window.scrollY - 100);
      return window.scrollY;
    });
    expect(place).toBeGreaterThan(600);
    await card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(/\/flights\?travelType=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
    await expect(card.getByRole("button", { name: /^Choose/ })).toBeInViewport();

    await page.goForward();
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
