import { expect } from "@playwright/test";
import { chooseAirport, inDays, pickDate } from "../e2e/search-helpers.ts";
import { resultsPath } from "./app-pages.ts";
import { MOBILE, median, throttle } from "./mobile-profile.ts";
import { type BenchSite, CONTROL_PATH } from "./vitals.ts";

/** A fresh phone-sized page of its own (nothing stored, nothing cached). */
async function phonePage(site: BenchSite) {
  const context = await site.browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

/** Waits for the first offer card; a screenshot names the page it was missing on. */
async function firstCard(page: Awaited<ReturnType<typeof phonePage>>["page"]) {
  await expect(page.locator("article").first())
    .toBeVisible({ timeout: 60_000 })
    .catch(async (error) => {
      await page.screenshot({ path: "/tmp/search-bench-fail.png" });
      throw new Error(`no offer card at ${page.url()}: ${String(error).slice(0, 200)}`);
    });
}

/**
 * From pressing Search on / to the first offer card painted on /flights, under the mobile
 * profile: the visitor fills the panel first (as a person would, the results screen's code is
 * fetched meanwhile), then the profile is switched on and Search pressed. Beside it, a plain
 * navigation to the one-line control page under the same profile, from the same page. With
 * `roundTrip`, the search is a round trip and its first card the first outbound.
 */
export async function searchToResults(site: BenchSite, runs: number, { roundTrip = false } = {}) {
  const search: number[] = [];
  const control: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { context, page, cdp } = await phonePage(site);
    await page.goto(`${site.origin}/`);
    // A round trip's first card is its first outbound (ADR 0071).
    if (roundTrip) await page.getByText("Round Trip", { exact: true }).click();
    await chooseAirport(page, "From", "RGN", "Yangon (RGN)");
    await chooseAirport(page, "To", "MDL", "Mandalay (MDL)");
    await pickDate(page, /^Departure Date/, inDays(9 + i));
    if (roundTrip) await pickDate(page, /^Return Date/, inDays(13 + i));
    await page.getByRole("button", { name: /Cabin class/ }).click();
    await page.getByRole("button", { name: "Economy", exact: true }).click();
    await page.waitForLoadState("networkidle");
    await throttle(cdp, { cache: true });
    const started = Date.now();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await firstCard(page);
    search.push(Date.now() - started);
    await page.goto(`${site.origin}/about/`);
    const navigated = Date.now();
    await page.goto(site.origin + CONTROL_PATH, { waitUntil: "load" });
    await expect(page.locator("p")).toBeVisible();
    control.push(Date.now() - navigated);
    await context.close();
  }
  return { search: median(search), control: median(control), runs };
}

/**
 * A results link opened cold, as a shared one is (a fresh browser: empty cache, nothing
 * stored), under the mobile profile, to its first offer card painted; beside it, a cold plain
 * navigation to the one-line control page.
 */
export async function sharedLinkToResults(site: BenchSite, runs: number) {
  const link: number[] = [];
  const control: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    for (const [target, times] of [
      [resultsPath(), link],
      [CONTROL_PATH, control],
    ] as const) {
      const { context, page, cdp } = await phonePage(site);
      await throttle(cdp);
      const started = Date.now();
      await page.goto(site.origin + target, { waitUntil: "commit" });
      if (target === CONTROL_PATH) await expect(page.locator("p")).toBeVisible();
      else await firstCard(page);
      times.push(Date.now() - started);
      await context.close();
    }
  }
  return { link: median(link), control: median(control), runs };
}
