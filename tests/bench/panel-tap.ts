import { median } from "./mobile-profile.ts";
import { type BenchSite, mobilePage } from "./vitals.ts";

/**
 * How long a tap on the search panel takes to answer under the mobile profile, once the home
 * page has gone idle (when the panel's React has arrived): from the tap on the passenger
 * dropdown to the frame that shows it open.
 */
export async function panelTap(site: BenchSite, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await mobilePage(site);
    await page.goto(`${site.origin}/`, { waitUntil: "load" });
    await page.waitForFunction(
      () => (globalThis as unknown as { __vitals: { idleAt: number } }).__vitals.idleAt > 0,
    );
    await page.waitForLoadState("networkidle");
    const button = page.getByRole("button", { name: /^Passengers/ });
    // Runs in the page (DOM types are not in this file's type library, hence the shapes).
    await button.evaluate((target) => {
      const element = target as unknown as {
        getAttribute(name: string): string | null;
        addEventListener(
          type: string,
          listener: (event: { timeStamp: number }) => void,
          options: object,
        ): void;
      };
      const g = globalThis as unknown as {
        MutationObserver: new (
          callback: () => void,
        ) => { observe(target: unknown, options: object): void; disconnect(): void };
        requestAnimationFrame(callback: () => void): void;
        tapAnswered: Promise<number>;
      };
      g.tapAnswered = new Promise((resolve) => {
        element.addEventListener(
          "pointerdown",
          (event) => {
            const observer = new g.MutationObserver(() => {
              if (element.getAttribute("aria-expanded") !== "true") return;
              observer.disconnect();
              g.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - event.timeStamp)));
            });
            observer.observe(element, { attributes: true });
          },
          { once: true, capture: true },
        );
      });
    });
    await button.tap();
    times.push(
      await page.evaluate(() => (globalThis as unknown as { tapAnswered: Promise<number> }).tapAnswered),
    );
    await page.context().close();
  }
  return median(times);
}
