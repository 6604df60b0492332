import { expect, test } from "@playwright/test";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

test.describe("choosing a flight", () => {
  test("Choose stores the offer; Departure and Return cards; Buy Now asks a signed-out traveller to sign in", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights?sort=time");
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
    await expect(page).toHaveURL(/\/flights\?sort=time$/);
    await expect(page.getByRole("radio", { name: "Time" })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole("link", { name: "Back to results" })).toHaveAttribute(
      "href",
      "/flights?sort=time",
    );
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
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
