import { spawnSync } from "node:child_process";
import path from "node:path";
import { ensureChromium } from "./browser.ts";

// `npm run test:e2e`: Playwright in Chromium against the real server; extra arguments go to Playwright.
const executable = ensureChromium();
const result = spawnSync(
  path.join("node_modules", ".bin", "playwright"),
  ["test", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: executable },
  },
);
process.exit(result.status ?? 1);
