import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { buildSiteIfStale } from "../../scripts/site-build.ts";
import { appPages, MARKETING } from "./app-pages.ts";
import { type LighthouseRun, runLighthouse } from "./lighthouse-run.ts";
import { median } from "./mobile-profile.ts";
import { CONTROL_PATH, startBenchServer } from "./vitals.ts";
import { warmUp } from "./warm-up.ts";

// Lighthouse (default configuration: mobile, simulated slow 4G and 4x CPU) on every page, in both
// languages, as information (the one-renderer issue sets no score): the last part of `npm run
// bench`, and `npm run bench:lighthouse` alone. BENCH_LIGHTHOUSE_RUNS loads per page (median; 1
// by default), BENCH_PORT; BENCH_LIGHTHOUSE_PAGES="/,/login" measures only those paths.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((p) => p.trim());
const PORT = Number(process.env.BENCH_PORT ?? 4391);

/** Prints each page's Lighthouse figures; reports (HTML, JSON) go to a temporary folder. */
export async function reportLighthouse(): Promise<void> {
  const server = await startBenchServer(PORT);
  const reports = mkdtempSync(path.join(os.tmpdir(), "fb-lighthouse-"));
  try {
    await warmUp(server);
    const pages = [{ path: CONTROL_PATH, note: "control" }, ...MARKETING, ...(await appPages(server.origin))];
    console.log(
      `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} per page, mobile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), as information`,
    );
    console.log(
      "page                                    perf  a11y    FCP      LCP     TBT    CLS     SI   JS (wire)",
    );
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.path.split("?")[0] ?? ""))) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await runLighthouse(server.origin, page.path, page.storage ?? {}, CONTROL_PATH));
      const medianLhr = computeMedianRun(runs.map((r) => r.lhr));
      const mid = runs.find((r) => r.lhr === medianLhr) ?? (runs[0] as LighthouseRun);
      const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
      const bare = page.path.split("?")[0] ?? "";
      const label = (page.note ? `${bare} (${page.note})` : bare).slice(0, 39);
      const slug = label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      writeFileSync(path.join(reports, `${slug}.html`), mid.reports.html);
      writeFileSync(path.join(reports, `${slug}.json`), mid.reports.json);
      console.log(
        [
          label.padEnd(39),
          String(Math.round(of((r) => r.score))).padStart(4),
          String(Math.round(of((r) => r.accessibility))).padStart(5),
          `${Math.round(of((r) => r.fcp))} ms`.padStart(8),
          `${Math.round(of((r) => r.lcp))} ms`.padStart(8),
          `${Math.round(of((r) => r.tbt))} ms`.padStart(7),
          Math.max(...runs.map((r) => r.cls))
            .toFixed(3)
            .padStart(6),
          `${Math.round(of((r) => r.speedIndex))} ms`.padStart(8),
          `${(mid.jsBytes / 1024).toFixed(1)} KB`.padStart(9),
        ].join(" "),
      );
    }
    console.log(`Lighthouse reports, HTML and JSON (the median run of each page): ${reports}`);
  } finally {
    server.stop();
  }
}

if (import.meta.main) {
  buildSiteIfStale();
  await reportLighthouse();
}
