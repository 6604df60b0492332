import { expect, type Page, test } from "@playwright/test";
import { searchToQuery } from "../../src/domain/search-query.ts";
import { searchParams } from "../../src/domain/test-data.ts";
import { bookingMy } from "../../src/i18n/my/booking.ts";
import { inDays } from "./search-helpers.ts";

// The connection drops as a page's code is downloaded, or a new release has replaced the chunks
// an open page asks for. The one policy: the page reloads once (what the stores and drafts hold
// comes back); when that happened a minute ago already, the page says so and Try again reloads.

const LOAD_FAILED = "Part of this page could not be loaded. Check your connection and try again.";

/** Requests for files matching `pattern` fail (Astro's own second try too) until the returned function is called. */
async function refuse(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(pattern);
}

/**
 * Counts the times the page is asked for from now on (a reload made before the first load's
 * `load` event would fire once in all, so requests are counted, not load events).
 */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

const search = searchParams({ travelType: 1, to: "MDL", departureDate: inDays(20), infants: 0 });

test("a screen whose code cannot be downloaded: the page reloads once, then says so; Try again brings it", async ({
  page,
}) => {
  const loads = countLoads(page);
  const restore = await refuse(page, /\/_assets\/ResultsScreen\.[\w-]+\.js/);
  await page.goto(`/flights?${new URLSearchParams(searchToQuery(search))}`);
  const failure = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
  // The first load's boundary may show the error for an instant before the reload takes the page.
  await expect.poll(loads).toBe(2);
  await expect(failure).toBeVisible();
  await restore();
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("article").first()).toBeVisible();
  await expect(page).toHaveURL(/from=RGN&to=MDL/);
});

test("the app's own code that cannot be downloaded: the page reloads once, then says so in Myanmar; Try again brings the app", async ({
  page,
}) => {
  const loads = countLoads(page);
  const restore = await refuse(page, /\/_assets\/App\.[\w-]+\.js/);
  await page.goto("/my/login");
  const notice = page.getByRole("alert").filter({ hasText: bookingMy["app.loadFailed"] ?? "" });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(loads()).toBe(2);
  // The form drawn with the page stays, and a press on it is held, not sent by the browser.
  await page.locator("input[name=email]").fill("demo@flights.example.mm");
  await page.locator("input[name=password]").fill("Demo12345!");
  await page.locator("input[name=password]").press("Enter");
  await expect(page).toHaveURL(/\/my\/login$/);
  await restore();
  await notice.getByRole("button", { name: bookingMy["app.tryAgain"] }).click();
  await expect(notice).toBeHidden();
  await page.locator("input[name=email]").fill("demo@flights.example.mm");
  await page.locator("input[name=password]").fill("Demo12345!");
  await page.locator("input[name=password]").press("Enter");
  await expect(page).toHaveURL(/\/my\/?$/);
});

test("the search panel whose code did not come: the page reloads once and says so; Try again brings it", async ({
  page,
}) => {
  const loads = countLoads(page);
  const restore = await refuse(page, /\/_assets\/SearchPanel\.[\w-]+\.js/);
  await page.goto("/");
  await page.getByRole("combobox", { name: "From" }).click();
  const notice = page.getByRole("alert").filter({ hasText: LOAD_FAILED });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(loads()).toBe(2);
  // Search pressed meanwhile: the browser does not send the form (no reload, nothing lost).
  await page.getByRole("combobox", { name: "From" }).fill("Yangon");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await restore();
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toBeHidden();
  await page.getByRole("combobox", { name: "From" }).fill("Mandalay");
  await expect(page.getByRole("option", { name: /Mandalay/ }).first()).toBeVisible();
});
