import type { Page } from "@playwright/test";

/**
 * Holds the booking app's code back until the returned `release` is called, so a test sees what
 * the page alone draws (the early banner, an early screen) and then the app taking over.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_assets\/App\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
