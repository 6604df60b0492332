import { expect, type Page, test } from "@playwright/test";
import { storeSession } from "./app-helpers.ts";

// No frame is drawn before the header has been parsed and a signed-in visitor's account menus
// set (the `expect` link in Base.astro's head and its marker after the header).

interface FirstFrame {
  /** The header's controls the phone menu ends with: all of the header has been parsed. */
  settingsPanel: boolean;
  signInShown: boolean;
  accountShown: boolean;
}

/** Records what the page holds when its first frame is drawn (the first animation frame). */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const header = document.querySelector("header");
      const shown = (element: Element | null | undefined) => !!element?.checkVisibility();
      const signIn = [...(header?.querySelectorAll("a") ?? [])].find(
        (a) => a.textContent?.trim() === "SignIn",
      );
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        settingsPanel: !!document.getElementById("settings-panel"),
        signInShown: shown(signIn),
        accountShown: shown(header?.querySelector("[data-account-toggle]")),
      };
    });
  });
}

/** Delivers every response at `bytesPerSecond`, so the page's HTML arrives a piece at a time. */
async function slowDownload(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
}

function firstFrame(page: Page): Promise<FirstFrame> {
  return page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
}

test.describe("the first frame", () => {
  test("on a slow connection, a signed-in visitor's first frame already has their account menu", async ({
    page,
  }) => {
    await storeSession(page);
    await recordFirstFrame(page);
    // About 13 KB of compressed HTML at 6 KB/s: its pieces arrive over two seconds.
    await slowDownload(page, 6 * 1024);
    await page.goto("/about/", { timeout: 60_000 });
    expect(await firstFrame(page)).toEqual({ settingsPanel: true, signInShown: false, accountShown: true });
    await expect(page.locator("header").getByRole("button", { name: /Aye Aye/ })).toBeVisible();
  });

  test("on a slow connection, a signed-out visitor's first frame has the whole header, with SignIn", async ({
    page,
  }) => {
    await recordFirstFrame(page);
    await slowDownload(page, 6 * 1024);
    await page.goto("/login", { timeout: 60_000 });
    expect(await firstFrame(page)).toEqual({ settingsPanel: true, signInShown: true, accountShown: false });
  });
});
