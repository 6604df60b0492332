import { expect, type Page, test } from "@playwright/test";
import { fontsDrawing, holdRequests } from "./app-helpers.ts";

/** The font files a page load asks for. */
async function fontsLoadedBy(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return fonts;
}

/** Sums the page's layout shifts from its first moment (read with `shifted`). */
async function countShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function shifted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

const BURMESE_SUBSET = /noto-sans-myanmar-burmese-400-normal\.[\w-]+\.woff2$/;

test.describe("fonts", () => {
  test("an English page downloads no font: Latin text is in the phone's own font", async ({ page }) => {
    expect(await fontsLoadedBy(page, "/about/")).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"Noto Sans Myanmar", system-ui/);
  });

  test("a Myanmar page downloads only the Burmese subset of Noto Sans Myanmar", async ({ page }) => {
    const fonts = await fontsLoadedBy(page, "/my/about/");
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(BURMESE_SUBSET);
  });

  test("a Myanmar page shows once its font has come, draws its text in it and does not move", async ({
    page,
  }) => {
    await countShifts(page);
    const release = await holdRequests(page, BURMESE_SUBSET);
    await page.goto("/my/contact/", { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeHidden();
    // Longer than an `optional` font's wait: such a font would now be given up for the visit.
    await page.waitForTimeout(600);
    await expect(heading).toBeHidden();
    release();
    await expect(heading).toBeVisible();
    expect(await fontsDrawing(page, "main h1")).toEqual(["Noto Sans Myanmar*"]);
    expect(await shifted(page)).toBe(0);
  });

  test("an app page shown in Myanmar waits for the font too: its header is drawn in it and does not move", async ({
    page,
  }) => {
    await countShifts(page);
    const release = await holdRequests(page, BURMESE_SUBSET);
    await page.goto("/my/login", { waitUntil: "domcontentloaded" });
    const flightsLink = page.getByRole("banner").getByRole("link", { name: "လေယာဉ်" });
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
    await expect(flightsLink).toBeHidden();
    await page.waitForTimeout(600);
    release();
    await expect(flightsLink).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await fontsDrawing(page, 'header a[href="/my/flights"]')).toEqual(["Noto Sans Myanmar*"]);
    expect(await shifted(page)).toBe(0);
  });

  test("a reloaded Myanmar page keeps its scroll position while its font is slow", async ({ page }) => {
    await page.goto("/my/about/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    const release = await holdRequests(page, BURMESE_SUBSET);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await page.waitForTimeout(300);
    // The page loads as the font comes (it is preloaded); the browser brings the position back then.
    release();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });

  test("a link to a section of a Myanmar page lands on it while the page's font is slow", async ({
    page,
  }) => {
    const release = await holdRequests(page, BURMESE_SUBSET);
    await page.goto("/my/contact/#faqs", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#faqs")).toBeHidden();
    await page.waitForTimeout(300);
    release();
    const faqs = page.locator("#faqs");
    await expect(faqs).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await faqs.evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test("a Myanmar page whose font does not come shows in the system's font after 3 s", async ({ page }) => {
    const release = await holdRequests(page, BURMESE_SUBSET);
    try {
      await page.goto("/my/about/", { waitUntil: "domcontentloaded" });
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeHidden();
      await expect(heading).toBeVisible({ timeout: 6000 });
      expect(await fontsDrawing(page, "main h1")).not.toContain("Noto Sans Myanmar*");
    } finally {
      release();
    }
  });
});
