import { expect, type Page, test } from "@playwright/test";
import { bookingMy } from "../../src/i18n/my/booking.ts";

// The connection drops as a page's code is downloaded: the form the page drew looks ready, but
// its code is not there. The page says so and Try again asks for the code again; what was typed
// and pressed meanwhile is kept and answered once the code has come.

const LOAD_FAILED = "Part of this page could not be loaded. Check your connection and try again.";

/** Requests for files matching `pattern` fail (the retries Astro makes too) until the returned function is called. */
async function refuse(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(pattern);
}

test("the search panel whose code did not come says so, keeps the press, and works after Try again", async ({
  page,
}) => {
  const restore = await refuse(page, /\/_assets\/SearchPanel\.[^/]*\.js/);
  await page.goto("/");
  const notice = page.getByRole("alert").filter({ hasText: LOAD_FAILED });
  await page.getByRole("combobox", { name: "From" }).fill("Yangon");
  await expect(notice).toBeVisible();
  // Search pressed meanwhile: the browser does not send the form (no reload, nothing lost).
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Yangon");
  await restore();
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toBeHidden();
  // The panel is live: the held Search is answered by its first rule, and the airport list works.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^Please/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("combobox", { name: "From" }).fill("Mandalay");
  await expect(page.getByRole("option", { name: /Mandalay/ }).first()).toBeVisible();
});

test("/login whose app did not come says so in Myanmar; Try again brings the app, which signs in as pressed", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "my"));
  const restore = await refuse(page, /\/_assets\/App\.[^/]*\.js/);
  await page.goto("/login?next=/profile");
  const notice = page.getByRole("alert").filter({ hasText: bookingMy["app.loadFailed"] ?? "" });
  await expect(notice).toBeVisible();
  await page.locator("input[name=email]").fill("demo@flights.example.mm");
  await page.locator("input[name=password]").fill("Demo12345!");
  await page.locator("input[name=password]").press("Enter");
  await expect(page).toHaveURL(/\/login\?next=/);
  await restore();
  await notice.getByRole("button", { name: bookingMy["app.tryAgain"] }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator("#early-screen")).toHaveCount(0);
});

test("code that fails again after Try again: the second Try again reloads the page", async ({ page }) => {
  const restore = await refuse(page, /\/_assets\/App\.[^/]*\.js/);
  await page.goto("/signup");
  const notice = page.getByRole("alert").filter({ hasText: LOAD_FAILED });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toBeVisible();
  await restore();
  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Try again" }).click();
  await reloaded;
  await expect(page.locator("#early-screen")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
