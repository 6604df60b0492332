import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { buildSiteIfStale } from "../../scripts/site-build.ts";
import { printDiagnostics } from "./lighthouse-report.ts";
import { type LighthouseRun, runLighthouse } from "./lighthouse-run.ts";
import { median } from "./mobile-profile.ts";
import { CONTROL_PATH, startBenchServer, storedSearch } from "./vitals.ts";
import { warmUp } from "./warm-up.ts";

// `npm run bench:lighthouse`: the real Lighthouse (default configuration: mobile, simulated slow
// 4G and 4x CPU) on the pages the booking-app issue sets targets for. A benchmark: it prints,
// and exits 1 when a target is missed. BENCH_LIGHTHOUSE_RUNS loads per page (median), BENCH_PORT;
// BENCH_LIGHTHOUSE_PAGES="/,/flights" measures only those paths.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const CLS_ZERO = 0.001;

interface Page {
  path: string;
  note?: string;
  storage?: Record<string, string>;
  /** The lowest performance score the issue accepts; none for pages it sets no score for. */
  minScore?: number;
  /** /flights without its stored search sends the visitor to /: the load must end on /flights with offers asked for. */
  needsOffers?: boolean;
  control?: boolean;
}

const search = JSON.stringify(storedSearch());
const pages: Page[] = [
  { path: CONTROL_PATH, note: "control", control: true },
  { path: "/", minScore: 100 },
  { path: "/about/" },
  { path: "/contact/" },
  { path: "/my/" },
  { path: "/my/about/" },
  { path: "/my/contact/" },
  {
    path: "/flights",
    note: "stored search",
    storage: { searchParams: search },
    minScore: 95,
    needsOffers: true,
  },
  {
    path: "/flights",
    note: "stored search, Myanmar",
    storage: { searchParams: search, language: "my" },
    minScore: 95,
    needsOffers: true,
  },
  { path: "/login" },
];

function verdict(page: Page, runs: LighthouseRun[], score: number, cls: number): string[] {
  if (page.control) return [];
  const flags: string[] = [];
  if (page.minScore !== undefined && score < page.minScore) flags.push(`score under ${page.minScore}`);
  if (cls > CLS_ZERO) flags.push("CLS not 0");
  if (page.needsOffers) {
    const wrong = runs.find((r) => r.finalPath.replace(/\/$/, "") !== page.path || r.searches === 0);
    if (wrong) flags.push(`no offers: ended on ${wrong.finalPath} with ${wrong.searches} search answer(s)`);
  }
  return flags;
}

buildSiteIfStale();
const server = await startBenchServer(PORT);
const reports = mkdtempSync(path.join(os.tmpdir(), "fb-lighthouse-"));
let misses = 0;
const detail: Array<{ label: string; run: LighthouseRun }> = [];
try {
  await warmUp(server);
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} per page, mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU); CLS the worst run`,
  );
  console.log(
    "page                              perf  a11y    FCP      LCP     TBT    CLS     SI   JS (wire)  verdict",
  );
  for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.path))) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await runLighthouse(server.origin, page.path, page.storage ?? {}, CONTROL_PATH));
    }
    const medianLhr = computeMedianRun(runs.map((r) => r.lhr));
    const mid = runs.find((r) => r.lhr === medianLhr) ?? (runs[0] as LighthouseRun);
    const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
    const score = Math.round(of((r) => r.score));
    const cls = Math.max(...runs.map((r) => r.cls));
    const flags = verdict(page, runs, score, cls);
    misses += flags.length;
    const label = page.note ? `${page.path} (${page.note})` : page.path;
    const slug = label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    writeFileSync(path.join(reports, `${slug}.html`), mid.reports.html);
    writeFileSync(path.join(reports, `${slug}.json`), mid.reports.json);
    console.log(
      [
        label.padEnd(33),
        String(score).padStart(4),
        String(Math.round(of((r) => r.accessibility))).padStart(5),
        `${Math.round(of((r) => r.fcp))} ms`.padStart(8),
        `${Math.round(of((r) => r.lcp))} ms`.padStart(8),
        `${Math.round(of((r) => r.tbt))} ms`.padStart(7),
        cls.toFixed(3).padStart(6),
        `${Math.round(of((r) => r.speedIndex))} ms`.padStart(8),
        `${(mid.jsBytes / 1024).toFixed(1)} KB`.padStart(9),
        `  ${page.control ? "reference" : flags.length ? flags.join(", ") : "ok"}`,
      ].join(" "),
    );
    console.log(`    LCP element: ${mid.lcpElement.slice(0, 150)}`);
    // Each run's score, blocking time and the machine's speed as Lighthouse measured it then
    // (its BenchmarkIndex): on a busy machine the same build moves by ten points. Lighthouse's 4x
    // CPU slowdown assumes a host of 1500-2000 (its docs/throttling.md); below that, the page is
    // measured on a slower phone than the profile means.
    if (runs.length > 1)
      console.log(
        `    runs: score ${runs.map((r) => Math.round(r.score)).join(" / ")}; TBT ${runs.map((r) => `${Math.round(r.tbt)}`).join(" / ")} ms; host BenchmarkIndex ${runs.map((r) => Math.round(r.lhr.environment.benchmarkIndex)).join(" / ")}`,
      );
    // The load Lighthouse simulates from, as Chromium ran it. A first paint near 1.2 s or 2.2 s
    // after a load event at 0.2-0.4 s is Chromium throttling the renderer to one frame a second
    // (too many undrawn frames): Lighthouse opens the page from the tab's about:blank, and a
    // first frame later than about 100-150 ms there stalls. The simulation then counts the app's
    // start before the first paint instead of as blocking time (docs/decisions.md, "The
    // first-paint stall explained").
    console.log(
      `    observed (unthrottled): first paint ${runs.map((r) => Math.round(r.observed.fcp)).join(" / ")} ms; load ${runs.map((r) => Math.round(r.observed.load)).join(" / ")} ms`,
    );
    if (page.path === "/" || page.needsOffers || flags.length) detail.push({ label, run: mid });
  }
  console.log(
    "\nTargets (issue 10): / scores 100; /flights with a stored search at least 95; CLS 0 on every page.",
  );
  for (const { label, run } of detail) printDiagnostics(label, run.lhr);
  console.log(`\nReports, HTML and JSON (the median run of each page): ${reports}`);
} finally {
  server.stop();
}
console.log(misses === 0 ? "lighthouse: every target met" : `lighthouse: ${misses} target(s) missed`);
process.exitCode = misses === 0 ? 0 : 1;
