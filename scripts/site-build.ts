import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Sources whose change means the static site must be built again. */
const SOURCES = [
  "src",
  "public",
  "astro.config.mjs",
  "scripts/inline-bundle.ts",
  "scripts/shell-chunk.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `dist/` is missing or older than any source of the site. */
export function siteIsStale(root = process.cwd()): boolean {
  const built = path.join(root, "dist", "index.html");
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Builds the site with Astro when stale; exits the process if the build fails. */
export function buildSiteIfStale(root = process.cwd()): void {
  if (!siteIsStale(root)) return;
  console.log("Building the site (dist/ is missing or older than the sources)...");
  const astro = path.join(root, "node_modules", ".bin", "astro");
  const result = spawnSync(astro, ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("Cannot start: the site build failed (see above).");
    process.exit(1);
  }
}
