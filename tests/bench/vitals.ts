import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "@playwright/test";
import { findChromium } from "../../scripts/browser.ts";
import { addDays, localDate } from "../../src/domain/dates.ts";
import type { SearchParams } from "../../src/domain/search-params.ts";
import { MYANMAR_FONT } from "../../src/ui/myanmar-font.ts";
import { fontsDrawing } from "../e2e/app-helpers.ts";
import { MOBILE, median, throttle, VITALS_SCRIPT } from "./mobile-profile.ts";

/** One load of one page under the mobile profile. */
export interface Load {
  lcp: number;
  cls: number;
  /** Gzipped bytes of the scripts requested before the browser first went idle. */
  jsBeforeIdle: number;
  /** Gzipped bytes of every script the page requested. */
  jsTotal: number;
  /** The largest paint's Myanmar text was drawn in another font than Noto Sans Myanmar. */
  fallbackFont: boolean;
}

export interface BenchSite {
  origin: string;
  dist: string;
  browser: Browser;
  stop: () => Promise<void>;
}

const CONTROL_PATH = "/bench-control/";
/**
 * The control page again with one line of Burmese in the site's Myanmar font, preloaded and
 * declared as the /my pages do (`font-display: block`): what a Myanmar page's first paint cannot
 * beat on a first visit, as the font needs its own round trip. Printed beside the issue's
 * target for Myanmar pages, to show how much of their time is the font and how much the page.
 */
const MYANMAR_CONTROL_PATH = "/bench-control-my/";

/** The Myanmar control page, with the font file the built /my/ page preloads. */
function myanmarControlPage(myanmarHomeHtml: string): string {
  const font = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(myanmarHomeHtml)?.[1];
  if (!font) throw new Error("bench: the built /my/ page preloads no font");
  return [
    '<!doctype html><html lang="my"><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title>',
    `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`,
    `<style>@font-face{font-family:"Noto Sans Myanmar";font-display:block;src:url(${font}) format("woff2")}`,
    'body{font-family:"Noto Sans Myanmar",sans-serif}</style>',
    "<p>မြန်မာမှ သင့်လေယာဉ်လက်မှတ်ကို ဘွတ်ကင်လုပ်ပါ</p></html>",
  ].join("");
}
const gzCache = new Map<string, number>();

/** Gzipped size of a built file by its URL path (0 for what is not a file of the build). */
function gzSize(dist: string, urlPath: string): number {
  let size = gzCache.get(urlPath);
  if (size === undefined) {
    try {
      size = gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzCache.set(urlPath, size);
  }
  return size;
}

export interface BenchServer {
  origin: string;
  dist: string;
  stop: () => void;
}

/**
 * Serves a copy of the built site (plus a one-line control page, served the same way) from the
 * production process on a fresh embedded database.
 */
export async function startBenchServer(port = 4390, source = "dist"): Promise<BenchServer> {
  const dist = mkdtempSync(path.join(os.tmpdir(), "fb-bench-dist-"));
  cpSync(source, dist, { recursive: true });
  mkdirSync(path.join(dist, CONTROL_PATH), { recursive: true });
  writeFileSync(
    path.join(dist, CONTROL_PATH, "index.html"),
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title><p>Book your flight from Myanmar</p></html>',
  );
  mkdirSync(path.join(dist, MYANMAR_CONTROL_PATH), { recursive: true });
  writeFileSync(
    path.join(dist, MYANMAR_CONTROL_PATH, "index.html"),
    myanmarControlPage(readFileSync(path.join(dist, "my", "index.html"), "utf8")),
  );
  const server: ChildProcess = spawn(
    process.execPath,
    ["--max-semi-space-size=8", "tests/bench/vitals-server.ts"],
    {
      env: {
        ...process.env,
        PORT: String(port),
        BENCH_DIST_DIR: dist,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "fb-bench-data-")),
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${origin}/apis/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, dist, stop: () => server.kill("SIGTERM") };
}

/** The bench server (see startBenchServer) and Chromium driven by Playwright. */
export async function startBenchSite(port = Number(process.env.BENCH_PORT ?? 4390)): Promise<BenchSite> {
  const server = await startBenchServer(port);
  const executablePath = findChromium() ?? undefined;
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  return {
    origin: server.origin,
    dist: server.dist,
    browser,
    stop: async () => {
      await browser.close();
      server.stop();
    },
  };
}

/** A search a visitor could have stored: Yangon to Mandalay a week from today, one adult. */
export function storedSearch(): SearchParams {
  const departureDate = addDays(localDate(new Date(), 390), 7);
  return {
    travelType: 1,
    from: "RGN",
    to: "MDL",
    departureDate,
    returnDate: null,
    adults: 1,
    children: 0,
    limit: 10,
    travelClass: "ECONOMY",
    // As the search panel writes it for the default Country setting (Myanmar).
    fareType: "citizen",
  };
}

/** Opens a fresh mobile page under the profile, with `storage` written to localStorage first. */
export async function mobilePage(site: BenchSite, storage: Record<string, string> = {}): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(VITALS_SCRIPT);
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page));
  return page;
}

/** Loads `urlPath` once under the mobile profile and reads its vitals and script weight. */
export async function measureLoad(
  site: BenchSite,
  urlPath: string,
  storage: Record<string, string> = {},
): Promise<Load> {
  const page = await mobilePage(site, storage);
  await page.goto(site.origin + urlPath, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(
    () => (globalThis as unknown as { __vitals: { idleAt: number } }).__vitals.idleAt > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  // Late shifts (a web font swapping in, an island rendering) count too.
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const fallbackFont = await drawnInFallback(page);
  const result = await page.evaluate(() => {
    const v = (globalThis as unknown as { __vitals: { lcp: number; cls: number; idleAt: number } }).__vitals;
    const scripts = performance
      .getEntriesByType("resource")
      .filter(
        (e) =>
          (e as unknown as { initiatorType: string }).initiatorType === "script" || e.name.endsWith(".js"),
      )
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime }));
    return { ...v, scripts };
  });
  await page.context().close();
  const unique = new Map(result.scripts.map((s) => [s.url, s.start]));
  let jsBeforeIdle = 0;
  let jsTotal = 0;
  for (const [url, start] of unique) {
    const size = gzSize(site.dist, url);
    jsTotal += size;
    if (start < result.idleAt) jsBeforeIdle += size;
  }
  return { lcp: result.lcp, cls: result.cls, jsBeforeIdle, jsTotal, fallbackFont };
}

/**
 * Whether the largest paint's element holds Myanmar text that Chromium drew in a fallback font
 * (this machine has no Myanmar font of its own: empty boxes). Such a paint is quick and
 * unreadable, so the bench reports it instead of counting it as a good time.
 */
async function drawnInFallback(page: Page): Promise<boolean> {
  const marked = await page.evaluate(() => {
    type Painted = {
      isConnected: boolean;
      textContent: string | null;
      setAttribute(name: string, value: string): void;
    };
    const element = (globalThis as unknown as { __vitals: { lcpElement?: Painted | null } }).__vitals
      .lcpElement;
    if (!element?.isConnected || !/[\u1000-\u109f]/.test(element.textContent ?? "")) return false;
    element.setAttribute("data-bench-lcp", "");
    return true;
  });
  if (!marked) return false;
  return !(await fontsDrawing(page, "[data-bench-lcp]")).includes(`${MYANMAR_FONT}*`);
}

/** Loads a page `runs` times; medians of paint and script weight, the worst layout shift. */
export async function measurePage(
  site: BenchSite,
  urlPath: string,
  runs: number,
  storage?: Record<string, string>,
) {
  const loads: Load[] = [];
  for (let i = 0; i < runs; i += 1) loads.push(await measureLoad(site, urlPath, storage));
  return {
    lcp: median(loads.map((l) => l.lcp)),
    cls: Math.max(...loads.map((l) => l.cls)),
    jsBeforeIdle: median(loads.map((l) => l.jsBeforeIdle)),
    jsTotal: median(loads.map((l) => l.jsTotal)),
    fallbackFontLoads: loads.filter((l) => l.fallbackFont).length,
  };
}

export { CONTROL_PATH, MYANMAR_CONTROL_PATH };
