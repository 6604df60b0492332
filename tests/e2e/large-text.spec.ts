import type { Page } from "@playwright/test";
import { appScreenShown } from "./app-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

// WCAG 1.4.4 (Resize text): a phone set to 200 % text (the browser's default font size doubled,
// as Chrome's font-size setting does; rem and the rem breakpoints grow with it) still shows
// every page without scrolling sideways, and the header's menu stays on the screen.

/** How far the page reaches beyond the screen's width, in px (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function doubleTheText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * The boxes whose content runs past their right edge without a scroll bar of their own (a word
 * or a row wider than its card): described by tag, start of text and the pixels it runs over.
 */
function overflowingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter(
        (box) =>
          box.clientWidth > 0 &&
          box.scrollWidth > box.clientWidth + 1 &&
          getComputedStyle(box).overflowX === "visible" &&
          box.tagName !== "SCRIPT",
      )
      .map(
        (box) =>
          `${box.tagName} "${(box.textContent ?? "").trim().slice(0, 30)}" +${box.scrollWidth - box.clientWidth}px`,
      ),
  );
}

/** Each day of the results' date strip shows its date and fare whole, not cut at its edges. */
async function expectDaysWhole(page: Page, stripName: string) {
  const days = page.getByRole("navigation", { name: stripName }).getByRole("button");
  await expect(days.first()).toBeVisible();
  // Polled: the days come with their fares, a moment after the screen is drawn (on a loaded
  // machine the first look came before that).
  await expect
    .poll(() =>
      days.evaluateAll((buttons) =>
        buttons
          .filter((day) => day.scrollHeight > day.clientHeight || day.scrollWidth > day.clientWidth)
          .map((day) => day.textContent),
      ),
    )
    .toEqual([]);
}

test.describe("200 % text on a phone @phone", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "runs in the phone project");
    await doubleTheText(page);
  });

  test("the site's pages and the search panel's popups fit the width", async ({ page }) => {
    for (const path of ["/", "/my/", "/about/", "/my/contact/", "/login", "/signup"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      expect(await sidewaysOverflow(page), path).toBe(0);
      // The menu button is on the screen (the site's name gives way to the mark alone).
      const menu = page.locator("header").getByRole("button").last();
      const box = await menu.boundingBox();
      expect(box && box.x + box.width, path).toBeLessThanOrEqual(390);
    }
    await page.goto("/");
    const panel = page.locator("#search-panel");
    await panel.getByRole("button", { name: /^Passengers/ }).click();
    await expect(panel.getByRole("button", { name: /^Add/ }).first()).toBeVisible();
    expect(await sidewaysOverflow(page), "passengers").toBe(0);
    await page.keyboard.press("Escape");
    await panel.getByRole("button", { name: /^Departure Date/ }).click();
    const calendar = page.getByRole("dialog", { name: "Choose the departure date" });
    await expect(calendar.locator(".react-datepicker__day").first()).toBeVisible();
    expect(await sidewaysOverflow(page), "calendar").toBe(0);
    // The whole week shows, on the screen: the calendar does not scroll sideways in its popup.
    const fit = await calendar.evaluate((popup) => ({
      left: popup.getBoundingClientRect().left,
      right: popup.getBoundingClientRect().right,
      hidden: popup.scrollWidth - popup.clientWidth,
    }));
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(390);
    expect(fit.hidden).toBe(0);
  });

  test("results, choose and the ticket step fit the width, in Myanmar too", async ({ signedIn: page }) => {
    await storeSearch(page, bangkokTrip());
    await page.goto("/flights");
    const card = page.locator("article").first();
    await expect(card).toBeVisible();
    expect(await sidewaysOverflow(page), "/flights").toBe(0);
    // Every card's arrival time is on the screen, not cut off at the card's edge.
    const rightmost = await page
      .locator("article p.text-right")
      .evaluateAll((times) => Math.max(...times.map((time) => time.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(390);
    await expectDaysWhole(page, "Cheapest fare by day");
    // A round trip: the outbound, then the returns that fit it (ADR 0071).
    await card.getByRole("button", { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/[?&]outbound=/);
    await expect(page.getByTestId("chosen-outbound")).toBeVisible();
    expect(await sidewaysOverflow(page), "/flights, the returns").toBe(0);
    await page
      .locator("article")
      .first()
      .getByRole("button", { name: /^Choose/ })
      .click();
    await expect(page).toHaveURL(/\/flights\/choose$/);
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    expect(await sidewaysOverflow(page), "/flights/choose").toBe(0);
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
    expect(await sidewaysOverflow(page), "/ticket").toBe(0);
    await page.evaluate(() => localStorage.setItem("language", "my"));
    await page.reload();
    await expect(page.getByRole("button", { name: "ဆက်လုပ်မည်" })).toBeVisible();
    expect(await sidewaysOverflow(page), "/ticket in Myanmar").toBe(0);
    await page.goto("/flights");
    await expect(page.locator("article").first()).toBeVisible();
    await expectDaysWhole(page, "နေ့အလိုက် အသက်သာဆုံး ဈေးနှုန်း");
  });

  test("at 320 px every page and booking step fits, in both languages", async ({
    signedIn: page,
    paidBooking: { id },
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/my/", "/contact/", "/my/contact/", "/login", "/signup"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      expect(await sidewaysOverflow(page), path).toBe(0);
      expect(await overflowingBoxes(page), path).toEqual([]);
    }
    for (const language of ["en", "my"] as const) {
      await storeSearch(page, bangkokTrip(), language);
      await page.goto("/flights");
      await expect(page.locator("article").first()).toBeVisible();
      await appScreenShown(page);
      const pages = ["/flights", "/flights/choose", "/ticket", "/profile", "/wallet", "/bookinghistory"];
      for (const path of [...pages, `/booking-detail/${id}`]) {
        if (path === "/flights/choose") {
          // A round trip: the outbound, then a return (ADR 0071).
          await page.locator("article").first().getByRole("button").last().click();
          await expect(page).toHaveURL(/[?&]outbound=/);
          await page.locator("article").first().getByRole("button").last().click();
        } else if (path !== "/flights") await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
        await appScreenShown(page);
        // The account pages' data has come: their spinner is gone.
        await expect(page.locator(".animate-spin")).toHaveCount(0);
        const where = `${path} (${language})`;
        expect(await sidewaysOverflow(page), where).toBe(0);
        expect(await overflowingBoxes(page), where).toEqual([]);
      }
    }
  });
});
