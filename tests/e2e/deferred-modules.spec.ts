import { expect, type Page, test } from "@playwright/test";
import { holdRequests, pageScriptsLive, storeSession } from "./app-helpers.ts";

// The pages' module scripts (the header's menus, carousels, forms) start once the page has
// loaded (scripts/defer-module-scripts.ts, src/ui/deferred-modules.ts).
const HEADER_SCRIPT = /\/_assets\/Header\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/** When the header's script was asked for, or -1; a resource entry is written once its response has come. */
function headerScriptRequestedAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      performance.getEntriesByType("resource").find((e) => e.name.includes("/Header.astro_"))?.startTime ??
      -1,
  );
}

test.describe("scripts that start after the page has loaded", () => {
  test("the header's script is asked for only after the load event, and then works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about/");
    await expect.poll(() => headerScriptRequestedAt(page)).toBeGreaterThan(0);
    const loadedAt = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(await headerScriptRequestedAt(page)).toBeGreaterThanOrEqual(loadedAt);
    await expect(page.locator('script[type="module"][src]')).toHaveCount(0);
    await pageScriptsLive(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a button pressed before the script has come is answered once it has", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdRequests(page, HEADER_SCRIPT);
    await page.goto("/about/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    release();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("a form sent before its script has come is sent by it, not by the browser", async ({ page }) => {
    const release = await holdRequests(page, /\/_assets\/SubscribeForm\.astro_[\w.-]+\.js$/);
    await page.goto("/");
    const form = page.locator("[data-subscribe-form]");
    await form.getByLabel("Your e-mail address").fill(`early-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith("/apis/subscribe") && r.request().method() === "POST",
    );
    release();
    expect((await answered).status()).toBe(201);
    await expect(form.getByRole("status")).toHaveText("Thank you! You are subscribed.");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("a currency and a country chosen before the script has come are both saved, not undone by it", async ({
    page,
  }) => {
    const release = await holdRequests(page, HEADER_SCRIPT);
    await page.goto("/about/");
    const currency = page.locator("header").getByRole("combobox", { name: "Currency" });
    const country = page.locator("header").getByRole("combobox", { name: "Country" });
    await currency.selectOption("MMK");
    await country.selectOption("foreigner");
    release();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("app_currency"))).toBe("MMK");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("country"))).toBe("foreigner");
    await expect(currency).toHaveValue("MMK");
    await expect(country).toHaveValue("foreigner");
  });

  test("a signed-in visitor's account menu is drawn with the page, before the header's script", async ({
    page,
  }) => {
    await storeSession(page);
    const release = await holdRequests(page, HEADER_SCRIPT);
    await page.goto("/about/");
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: /Aye Aye/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "SignIn" })).toBeHidden();
    await expect(page.locator("[data-account-initial]").first()).toHaveText("AA");
    // Still the page's own drawing: the menu's script has not come.
    expect(await headerScriptRequestedAt(page)).toBe(-1);
    release();
    await header.getByRole("button", { name: /Aye Aye/ }).click();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("an expired stored session leaves the page signed out", async ({ page }) => {
    await storeSession(page, -1000);
    await holdRequests(page, HEADER_SCRIPT);
    await page.goto("/about/");
    await expect(page.locator("header").getByRole("link", { name: "SignIn" })).toBeVisible();
    await expect(page.locator("header").getByRole("button", { name: /Aye Aye/ })).toBeHidden();
  });
});
