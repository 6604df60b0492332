import { expect, type Page } from "@playwright/test";

/** Holds the requests matching `pattern` until the returned `release` is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the booking app's code back until the returned `release` is called, so a test sees what
 * the page alone draws (the early banner, an early screen) and then the app taking over.
 */
export function holdAppCode(page: Page): Promise<() => void> {
  return holdRequests(page, /\/_assets\/App\.[\w-]+\.js$/);
}

/**
 * Waits until the app's screen shows: the page's own early copy of it (if it drew one) has been
 * replaced by the screen, or the screen drew itself.
 */
export async function appScreenShown(page: Page): Promise<void> {
  await expect(page.locator("#early-screen")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Counts the requests to URLs matching `pattern` from now on; read it with the returned function. */
export function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on("request", (sent) => {
    if (pattern.test(sent.url())) count += 1;
  });
  return () => count;
}

/**
 * Waits until the page's module scripts (the header's menus, carousels, forms), which start
 * after the page has loaded (src/ui/deferred-modules.ts), have all run.
 */
export async function pageScriptsLive(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-scripts-live", "");
}

/** The fonts Chromium drew an element's text with (family names; `*` marks a web font). */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? "*" : ""}`);
}
