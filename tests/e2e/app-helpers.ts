import { expect, type Page } from "@playwright/test";
import type { User } from "../../src/domain/account.ts";
import { storeInBrowser } from "./account-helpers.ts";

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
 * Holds the booking app's code back until the returned `release` is called, so a test sees the
 * page as built (the screen in its first state) and then the app hydrating it.
 */
export function holdAppCode(page: Page): Promise<() => void> {
  return holdRequests(page, /\/_assets\/App\.[\w-]+\.js$/);
}

/**
 * Opens the header's language switch on an app page: the phone's Settings panel, or the desktop
 * header's language menu (found whatever language the page shows).
 */
export async function openLanguageSwitch(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.locator("button[data-open-dialog=settings-panel]").click();
  else await page.locator("header details[data-dropdown] summary").first().click();
}

/** Waits until the app's screen is live: its island hydrated, its heading shown. */
export async function appScreenShown(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
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

/** Waits until the page's module scripts (the header's menus, carousels, forms) have all run. */
export async function pageScriptsLive(page: Page): Promise<void> {
  await page.waitForLoadState("load");
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

/** A made-up customer for tests that only need the browser to hold a session. */
export const STORED_USER: User = {
  id: "u1",
  name: "Aye Aye",
  email: "aye@example.com",
  phoneNumber: "959",
  isAgent: false,
  createdAt: "2026-11-01T00:00:00.000Z",
};

/**
 * A made-up session in the browser before any script runs (storeInBrowser): token "test-token"
 * of STORED_USER, expiring in `expiresInMs` (below 0: already expired).
 */
export function storeSession(page: Page, expiresInMs = 3_600_000): Promise<void> {
  const expiresAt = new Date(Date.now() + expiresInMs).toISOString();
  return storeInBrowser(page, { session: { jwt: "test-token", expiresAt, user: STORED_USER } });
}
