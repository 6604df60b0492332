import { expect, test } from "@playwright/test";
import { seriousViolations } from "../e2e/axe-helpers.ts";
import { bangkokTrip, storeSearch } from "../e2e/search-helpers.ts";

test.describe("axe on the search panel and the choose screen", () => {
  test("the search panel with the airport list and the calendar open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "From" }).fill("yan");
    await expect(page.locator("#search-panel").getByRole("option").first()).toBeVisible();
    expect(await seriousViolations(page, "#search-panel")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Departure Date/ }).click();
    await expect(page.locator(".react-datepicker")).toBeVisible();
    expect(await seriousViolations(page, "#search-panel")).toEqual([]);
  });

  test("the choose screen", async ({ page }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    // A round trip: the outbound, then a return (ADR 0071); the returns' step passes too.
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page.getByTestId("chosen-outbound")).toBeVisible();
    await expect(page.locator("article").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("axe on the results on a phone @phone", () => {
  test("results listed, filters open, and the details dialog open", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await expect(page.locator("article").first()).toBeVisible();
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(page.getByRole("checkbox", { name: /^Non Stop/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole("button", { name: /^Flight Details/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Flight Details" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
