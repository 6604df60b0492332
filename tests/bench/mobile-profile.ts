import type { CDPSession } from "@playwright/test";

/**
 * Lighthouse's mobile profile (simulated slow 4G on a mid-range phone): 150 ms round trip,
 * 1.6 Mbps down, 750 Kbps up, CPU 4x slower, a 412 x 823 screen. Applied through the DevTools
 * protocol, so the browser really waits (no simulation after the fact).
 */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Puts a page's browser under the mobile profile; a first visit has nothing cached. */
export async function throttle(cdp: CDPSession, { cache = false } = {}): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: !cache });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuSlowdown });
}

/**
 * Runs in the page before anything else: records the largest contentful paint (and its element), every layout
 * shift not caused by input (CLS, summed as Lighthouse does for a load), and when the browser
 * first went idle after the load event.
 */
export const VITALS_SCRIPT = `
(() => {
  const v = (window.__vitals = { lcp: 0, cls: 0, idleAt: 0, lcpElement: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.renderTime || e.loadTime || e.startTime;
      v.lcpElement = e.element;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) v.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  addEventListener("load", () => requestIdleCallback(() => { v.idleAt = performance.now(); }));
})();
`;

/**
 * The median of a list of numbers.
 * @example median([3, 1, 2]) // 2
 */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
