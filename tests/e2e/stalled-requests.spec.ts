import type { Page } from "@playwright/test";
import { bookingMy } from "../../src/i18n/my/booking.ts";
import { consoleErrors, storeInBrowser } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

// A page's first request, which its head starts before the app has come, meets a connection that
// never answers. The page gives up after the API client's time (20 s), says so in the page's
// language with Try again, and does not start a second wait.

const TOOK_TOO_LONG = "The server took too long to answer. Please try again.";

/** The first request matching `pattern` never answers; the ones after it go through. */
async function stallFirst(page: Page, pattern: RegExp): Promise<() => number> {
  let seen = 0;
  await page.route(pattern, async (route) => {
    seen += 1;
    if (seen === 1) return; // Left unanswered: the connection hangs.
    await route.continue();
  });
  return () => seen;
}

test("a search that never answers ends in 'took too long' with Try again, which lists the offers", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = consoleErrors(page);
  await storeSearch(page, bangkokTrip());
  // A round trip: its outbounds are the search (ADR 0071).
  const searches = await stallFirst(page, /\/apis\/flights\/search\/round-trip\/outbounds\?/);
  await page.goto("/flights");
  await expect(page.getByText(TOOK_TOO_LONG).first()).toBeVisible({ timeout: 30_000 });
  expect(searches()).toBe(1);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("button", { name: "Choose" }).first()).toBeVisible();
  expect(searches()).toBe(2);
  expect(errors.filter((error) => !/timed? ?out|abort/i.test(error))).toEqual([]);
});

test("My Wallet whose first request never answers says it took too long, in Myanmar, with Try again", async ({
  signedIn: page,
}) => {
  test.setTimeout(60_000);
  await storeInBrowser(page, { language: "my" });
  const wallets = await stallFirst(page, /\/apis\/customers\/wallet$/);
  await page.goto("/wallet");
  await expect(page.getByText(bookingMy["error.timeout"] ?? "").first()).toBeVisible({ timeout: 30_000 });
  expect(wallets()).toBe(1);
  await page.getByRole("button", { name: bookingMy["app.tryAgain"] }).click();
  // The balance, in Myanmar digits as the page's other figures.
  await expect(page.getByText("$၀.၀၀ USD").first()).toBeVisible();
  expect(wallets()).toBe(2);
});
