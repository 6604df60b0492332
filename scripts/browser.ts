import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Playwright's own Chromium when it is installed, else Debian's; null when there is neither. */
export function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : null;
}

/**
 * Finds a Chromium for the browser tests; as root with apt-get, installs Debian's when none exists.
 * Exits with a message saying how to get one otherwise.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package...");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (install.status === 0 && existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  }
  console.error(
    "No Chromium for the browser tests. Install one: `sudo apt-get install chromium` (Debian/Ubuntu), " +
      "or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
