import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { HOME_JS_BEFORE_IDLE_KB, ISSUE_45_FLIGHTS_GOAL_KB } from "./js-budgets.ts";

/** Gzipped JavaScript bytes a page downloads, measured in the browser. */
export interface SearchWeights {
  /** `/` until the page is idle (requestIdleCallback held back, no interaction), on a phone. */
  homeBeforeIdle: number;
  /** The same at 1280 px, where the airline strip (keen-slider) is in view at once. */
  homeBeforeIdleWide: number;
  /** `/` once the search panel has hydrated (React, the panel, its Toaster). */
  homeAfterIdle: number;
  /** `/flights` with a stored search, once the offers are listed. */
  flights: number;
}

function countJs(page: Page): () => Promise<number> {
  let bytes = 0;
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("javascript")) return;
    pending.push(
      response.body().then(
        (body) => {
          bytes += gzipSync(body, { level: 9 }).length;
        },
        // A response without a body (a redirect) weighs nothing.
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return bytes;
  };
}

/**
 * Loads `/` and `/flights` in Chromium against a running server and weighs their JavaScript.
 * @example await measureSearchWeights("http://localhost:4321")
 */
export async function measureSearchWeights(baseURL: string, executablePath?: string): Promise<SearchWeights> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const untilIdle = async (width: number, height: number) => {
      const idle = await browser.newPage({ baseURL, viewport: { width, height } });
      // Page code runs in the browser; written as strings, since this file is typed for Node.
      await idle.addInitScript("window.requestIdleCallback = () => 0;");
      const beforeIdle = countJs(idle);
      await idle.goto("/", { waitUntil: "networkidle" });
      return beforeIdle();
    };
    // Lighthouse's mobile screen (Moto G Power) and a desktop one.
    const homeBeforeIdle = await untilIdle(412, 823);
    const homeBeforeIdleWide = await untilIdle(1280, 800);

    const home = await browser.newPage({ baseURL });
    const afterIdle = countJs(home);
    await home.goto("/", { waitUntil: "networkidle" });
    await home.waitForFunction('!document.querySelector("astro-island[ssr]")');
    await home.waitForLoadState("networkidle");
    const homeAfterIdle = await afterIdle();

    const flightsPage = await browser.newPage({ baseURL });
    await flightsPage.goto("/about");
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const search = {
      travelType: 2,
      from: "RGN",
      to: "BKK",
      departureDate: day(14),
      returnDate: day(18),
      adults: 1,
      children: 0,
      limit: 10,
      travelClass: "ECONOMY",
    };
    await flightsPage.evaluate(
      `localStorage.setItem("searchParams", ${JSON.stringify(JSON.stringify(search))})`,
    );
    const flightsJs = countJs(flightsPage);
    await flightsPage.goto("/flights", { waitUntil: "networkidle" });
    await flightsPage.locator("article").first().waitFor();
    await flightsPage.waitForLoadState("networkidle");
    return { homeBeforeIdle, homeBeforeIdleWide, homeAfterIdle, flights: await flightsJs() };
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const base = process.argv[2] ?? "http://localhost:4321";
  const w = await measureSearchWeights(base, process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `/ JS until idle      ${kb(w.homeBeforeIdle)} at 412 px (budget ${HOME_JS_BEFORE_IDLE_KB} KB), ${kb(w.homeBeforeIdleWide)} at 1280 px`,
  );
  console.log(`/ JS after hydration ${kb(w.homeAfterIdle)}`);
  console.log(`/flights JS in all   ${kb(w.flights)} (issue 45's goal ${ISSUE_45_FLIGHTS_GOAL_KB} KB)`);
}
