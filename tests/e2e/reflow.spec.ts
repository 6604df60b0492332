import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

// WCAG 1.4.10 (Reflow): at 320 CSS px wide a page reads without scrolling sideways. Carousels
// scroll their own strip, not the page.

/** How far the page reaches beyond the screen's width, in px (0 when it fits). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("at 320 px wide @phone", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await page.setViewportSize({ width: 320, height: 640 });
  });

  test("the site's pages fit the width in both languages", async ({ page }) => {
    for (const path of ["/", "/my/", "/about/", "/my/contact/", "/login", "/signup", "/forgetpassword"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
  });

  test("results, choose and the passenger details fit the width in Myanmar", async ({ signedIn: page }) => {
    await storeSearch(page, bangkokTrip(), "my");
    await page.goto("/flights");
    // A round trip: the outbound, then a return (ADR 0071).
    await page.locator("article").first().getByRole("button").last().click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    await page.locator("article").first().getByRole("button").last().click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await expect(page.getByRole("region").first()).toBeVisible();
    expect(await sidewaysOverflow(page), "/flights/choose").toBe(0);
    await page.getByRole("link", { name: "ယခုဝယ်ရန်" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    await expect(page.getByRole("navigation", { name: /./ }).last()).toBeVisible();
    await expect(page.locator("input").first()).toBeVisible();
    expect(await sidewaysOverflow(page), "/ticket").toBe(0);
  });
});
