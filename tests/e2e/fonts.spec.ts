import { expect, type Page, test } from "@playwright/test";

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

test.describe("fonts", () => {
  test("an English page downloads no font: Latin text is in the phone's own font", async ({ page }) => {
    expect(await fontsLoadedBy(page, "/about/")).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"Noto Sans Myanmar", system-ui/);
  });

  test("a Myanmar page downloads only the Burmese subset of Noto Sans Myanmar", async ({ page }) => {
    const fonts = await fontsLoadedBy(page, "/my/about/");
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/noto-sans-myanmar-burmese-400-normal\.[\w-]+\.woff2$/);
  });
});
