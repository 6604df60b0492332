import { existsSync } from "node:fs";
import path from "node:path";
import { buildSiteIfStale } from "../../scripts/site-build.ts";
import { keepPrinted, writeFigures } from "./figures-doc.ts";
import { MARKETING_JS_KB, STEP_JS_KB } from "./js-budgets.ts";
import { reportLighthouse } from "./lighthouse.ts";
import { screenWeights, shellWeight, textWeights } from "./screen-weight.ts";
import { weighPage } from "./site-weight.ts";
import { reportTripSearch } from "./trip-search.ts";
import { reportVitals } from "./vitals-report.ts";

// `npm run bench`: the size budget of the pages phones download first, then what a phone on a
// slow network sees (paint, layout shift, script weight, search to offers, a shared link) in
// Chromium under the mobile profile, then Lighthouse on every page as information. The API's
// speed benchmark is `npm run bench:api`. With `--write`, what it prints replaces the current
// figures in docs/performance.md.
const BUDGET = { js: MARKETING_JS_KB * 1024, total: 250 * 1024 };
const PAGES = [
  "index.html",
  "about/index.html",
  "contact/index.html",
  "my/index.html",
  "my/about/index.html",
  "my/contact/index.html",
];

buildSiteIfStale();
const printed = process.argv.includes("--write") ? keepPrinted() : null;
const dist = path.resolve("dist");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let over = 0;
console.log(
  "page                      html      js       css      fonts    images   total    js later (gzipped; fonts as served; js later: islands hydrating when idle or on interaction)",
);
for (const page of PAGES) {
  if (!existsSync(path.join(dist, page))) {
    console.log(`${page.padEnd(24)}  (not built)`);
    continue;
  }
  const w = weighPage(dist, page);
  const flags = [
    w.js > BUDGET.js ? "JS over budget" : "",
    w.total > BUDGET.total ? "total over budget" : "",
  ].filter(Boolean);
  over += flags.length;
  console.log(
    [
      page.padEnd(24),
      ...[w.html, w.js, w.css, w.fonts, w.images, w.total, w.jsLater].map((n) => kb(n).padStart(8)),
      flags.join(", "),
    ].join(" "),
  );
}
console.log(
  `budget: JS ≤ ${kb(BUDGET.js)}, total ≤ ${kb(BUDGET.total)} per page: ${over === 0 ? "all within" : `${over} over`}`,
);
// The booking app: the shell every app page loads, then each screen's own code (gzipped).
const STEP_BUDGET = STEP_JS_KB * 1024;
const steps = new Set(["TicketScreen", "PaymentScreen", "CompleteScreen"]);
console.log(
  `\nbooking app shell (React, router, stores, the shell's English texts): ${kb(shellWeight(dist))}`,
);
for (const { screen, bytes } of screenWeights(dist)) {
  const flag = steps.has(screen) && bytes > STEP_BUDGET ? `over ${kb(STEP_BUDGET)}` : "";
  over += flag ? 1 : 0;
  console.log(
    `  ${screen.padEnd(22)} ${kb(bytes).padStart(8)}  ${steps.has(screen) ? `booking step (≤ ${kb(STEP_BUDGET)}) ${flag || "ok"}` : ""}`,
  );
}
// A screen also downloads its areas' texts (screens.ts): in English, and in Myanmar as well when
// Myanmar is chosen (then with the shell's Myanmar texts too).
console.log("dictionary area texts, English / Myanmar (each screen loads its own areas'):");
for (const { area, en, my } of textWeights(dist)) {
  console.log(`  ${area.padEnd(22)} ${(en === "shell" ? "in shell" : kb(en)).padStart(8)} / ${kb(my)}`);
}
// A 4-leg multi-city search beside a one-way one, on loopback (issue 49: under 300 ms).
await reportTripSearch();
const misses = process.env.BENCH_SKIP_VITALS ? 0 : await reportVitals();
console.log(misses === 0 ? "vitals: every target met" : `vitals: ${misses} target(s) missed`);
// Lighthouse on every page, as information (BENCH_SKIP_LIGHTHOUSE=1 leaves it out).
if (!process.env.BENCH_SKIP_LIGHTHOUSE) await reportLighthouse();
if (printed) writeFigures(printed);
process.exitCode = over === 0 && misses === 0 ? 0 : 1;
