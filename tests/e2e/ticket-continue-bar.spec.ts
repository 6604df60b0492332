import type { Locator, Page } from "@playwright/test";
import { storeInBrowser } from "./account-helpers.ts";
import { daysAhead, openTicket, type Trip } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// The ticket step's Continue (spec: "a fixed bottom bar on phones"): on a phone it stays at the
// foot of the screen from the form's top to the footer, and covers neither the footer's last line
// nor a field that takes focus; on a wide screen it is the form's last row.

const family: Trip = { from: "RGN", to: "MDL", departureDate: daysAhead(14), adults: 2, children: 1 };
const CONTINUE = { en: "Continue", my: "ဆက်လုပ်မည်" } as const;

/** The top and bottom of `element` on the screen, in px. */
async function edges(element: Locator): Promise<{ top: number; bottom: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error("not drawn");
  return { top: box.y, bottom: box.y + box.height };
}

/** Scrolls to the page's very end (the footer's last line). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      ),
    )
    .toBe(true);
}

test.describe("Continue on a phone @phone", () => {
  test.skip(({ isMobile }) => !isMobile, "runs in the phone project");

  for (const language of ["en", "my"] as const)
    test(`stays at the screen's foot from the form's top to the footer, covering neither (${language})`, async ({
      signedIn: page,
      request,
    }) => {
      await storeInBrowser(page, { language });
      await openTicket(page, request, family);
      const button = page.getByRole("button", { name: CONTINUE[language] });
      const bar = page.getByTestId("continue-bar");
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(button).toBeInViewport();

      // A field under the bar that takes focus is brought above it.
      const lastPassenger = page.locator("#passenger-button-3");
      await lastPassenger.evaluate((field) => {
        const bottom = field.getBoundingClientRect().bottom + window.scrollY;
        window.scrollTo(0, bottom - window.innerHeight + 4);
      });
      expect((await edges(lastPassenger)).bottom).toBeGreaterThan((await edges(bar)).top);
      await lastPassenger.focus();
      await expect(lastPassenger).toBeInViewport();
      expect((await edges(lastPassenger)).bottom).toBeLessThanOrEqual((await edges(bar)).top);

      // At the page's end the bar is still there, and the footer's last line above it.
      await scrollToEnd(page);
      await expect(button).toBeInViewport();
      const lastLine = page.locator("footer a").last();
      await expect(lastLine).toBeInViewport();
      expect((await edges(lastLine)).bottom).toBeLessThanOrEqual((await edges(bar)).top);
    });

  test("stays at the foot of a 320 x 568 phone too", async ({ signedIn: page, request }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openTicket(page, request, family);
    const button = page.getByRole("button", { name: "Continue" });
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(button).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await scrollToEnd(page);
    await expect(button).toBeInViewport();
    expect((await edges(page.locator("footer a").last())).bottom).toBeLessThanOrEqual(
      (await edges(page.getByTestId("continue-bar"))).top,
    );
  });

  test("at 200 % text it is the form's last row, where it takes no third of the screen", async ({
    signedIn: page,
    request,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    await openTicket(page, request, family);
    const button = page.getByRole("button", { name: "Continue" });
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(button).not.toBeInViewport();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
    const passengers = page.getByRole("region", { name: "Passengers" });
    expect((await edges(page.getByTestId("continue-bar"))).top).toBeGreaterThanOrEqual(
      (await edges(passengers)).bottom,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("Continue on a wide screen", () => {
  test.skip(({ isMobile }) => isMobile, "runs in the desktop project");

  test("is the form's last row and scrolls with the page", async ({ signedIn: page, request }) => {
    await openTicket(page, request, family);
    const button = page.getByRole("button", { name: "Continue" });
    await expect(button).toBeVisible();
    const passengers = page.getByRole("region", { name: "Passengers" });
    expect((await edges(button)).top).toBeGreaterThan((await edges(passengers)).bottom);
    const before = (await edges(button)).top;
    await page.evaluate(() => window.scrollBy(0, 100));
    await expect.poll(async () => before - (await edges(button)).top).toBe(100);
  });
});
