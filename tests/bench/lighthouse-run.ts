import lighthouse, { type Result } from "lighthouse";
import { launchChrome, seedLocalStorage } from "./lighthouse-chrome.ts";

/** What one Lighthouse run of one page says, in the units the table prints. */
export interface LighthouseRun {
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /**
   * The load as Chromium ran it, unthrottled (Lighthouse simulates the slow phone from it): its
   * first contentful paint and load event, in ms from navigation.
   */
  observed: { fcp: number; load: number };
  /** Bytes of JavaScript over the wire (as served, compressed). */
  jsBytes: number;
  /** The largest contentful paint's element: selector and HTML snippet. */
  lcpElement: string;
  /** The path of the page Lighthouse ended on (a redirect shows here). */
  finalPath: string;
  /** Answered search requests (GET /apis/flights/search/...) seen in the load. */
  searches: number;
  lhr: Result;
  /** The HTML report and the JSON result, as Lighthouse writes them. */
  reports: { html: string; json: string };
}

type Details = { type?: string; items?: Array<Record<string, unknown>> };

/** The items of an audit's table (or of the tables inside its list). */
export function auditItems(lhr: Result, id: string, type = "table"): Array<Record<string, unknown>> {
  const details = lhr.audits[id]?.details as Details | undefined;
  if (!details?.items) return [];
  if (details.type === "list") {
    return details.items.flatMap((item) =>
      (item as Details).type === type ? ((item as Details).items ?? [item]) : [],
    );
  }
  return details.type === type ? details.items : [];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The observed (unthrottled) first contentful paint and load event of the run's trace. */
function observed(lhr: Result): { fcp: number; load: number } {
  const metrics = auditItems(lhr, "metrics", "debugdata")[0] ?? {};
  return {
    fcp: Number(metrics.observedFirstContentfulPaint ?? Number.NaN),
    load: Number(metrics.observedLoad ?? Number.NaN),
  };
}

/** The LCP element as Lighthouse names it: `selector  <snippet>`. */
function lcpElement(lhr: Result): string {
  const node = auditItems(lhr, "lcp-breakdown-insight", "node")[0];
  // An element the page has since removed (e.g. /flights' early banner, replaced by the screen's).
  if (!node) return "(not named: no longer in the page)";
  return `${String(node.selector ?? "")}  ${String(node.snippet ?? "")}`.trim();
}

/**
 * Runs Lighthouse once on `origin + urlPath` with the default configuration (mobile, simulated
 * throttling), in a fresh headless Chromium whose localStorage first holds `storage`.
 */
export async function runLighthouse(
  origin: string,
  urlPath: string,
  storage: Record<string, string>,
  seedPath: string,
): Promise<LighthouseRun> {
  const chrome = await launchChrome();
  try {
    if (Object.keys(storage).length) await seedLocalStorage(chrome.port, origin + seedPath, storage);
    const result = await lighthouse(origin + urlPath, {
      port: chrome.port,
      output: ["html", "json"],
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${urlPath}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${urlPath}: ${lhr.runtimeError.message}`);
    const requests = auditItems(lhr, "network-requests");
    const jsBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
    const searches = requests.filter(
      (r) => String(r.url).includes("/apis/flights/search/") && r.statusCode === 200,
    ).length;
    return {
      score: (lhr.categories.performance?.score ?? 0) * 100,
      accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
      fcp: numeric(lhr, "first-contentful-paint"),
      lcp: numeric(lhr, "largest-contentful-paint"),
      tbt: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndex: numeric(lhr, "speed-index"),
      observed: observed(lhr),
      jsBytes,
      lcpElement: lcpElement(lhr),
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
      searches,
      lhr,
      reports: { html: String(result.report[0]), json: String(result.report[1]) },
    };
  } finally {
    chrome.kill();
  }
}
