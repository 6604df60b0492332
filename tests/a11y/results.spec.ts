import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { bangkokTrip, storeSearch } from "../e2e/search-helpers.ts";

async function serious(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe on the search panel and the choose screen", () => {
  test("the search panel with the airport list and the calendar open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "From" }).fill("yan");
    await expect(page.locator("#search-panel").getByRole("option").first()).toBeVisible();
    expect(await serious(page, "#search-panel")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Departure Date/ }).click();
    await expect(page.locator(".react-datepicker")).toBeVisible();
    expect(await serious(page, "#search-panel")).toEqual([]);
  });

  test("the choose screen", async ({ page }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });
});

test.describe("axe on the results on a phone @phone", () => {
  test("results listed, filters open, and the details dialog open", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    await expect(page.locator("article").first()).toBeVisible();
    const show = page.getByRole("button", { name: "Show Filters" });
    if (await show.isVisible()) await show.click();
    await expect(page.getByRole("checkbox", { name: /^Non Stop/ })).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page
      .getByRole("button", { name: /^Flight Details/ })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Flight Details" })).toBeVisible();
    expect(await serious(page)).toEqual([]);
  });
});
