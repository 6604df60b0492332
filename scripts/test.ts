import { spawnSync } from "node:child_process";
import path from "node:path";

// `npm test`: every check CI holds the work to, in order, stopping at the first failure.
const bin = (name: string) => path.join("node_modules", ".bin", name);
const steps: Array<{ name: string; cmd: string; args: string[]; env?: Record<string, string> }> = [
  { name: "lint", cmd: bin("biome"), args: ["check", "--error-on-warnings", "."] },
  { name: "typecheck (site)", cmd: bin("astro"), args: ["check", "--minimumFailingSeverity", "warning"] },
  { name: "typecheck (server)", cmd: bin("tsc"), args: ["-p", "tsconfig.server.json"] },
  {
    name: "unit and API tests (embedded database)",
    cmd: bin("vitest"),
    args: ["run"],
    env: { TEST_DATABASE_URL: "" },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: "API tests (PostgreSQL)",
    cmd: bin("vitest"),
    args: ["run", "server"],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  });
}
steps.push({ name: "browser tests (Chromium)", cmd: process.execPath, args: ["scripts/e2e.ts"] });

const only = process.argv.slice(2);
const times: Array<[name: string, seconds: number]> = [];
const begun = Date.now();
/** Each step's time and the whole run's, the slowest first: where a faster `npm test` must start. */
function printTimes(): void {
  console.log("\nStep times:");
  for (const [name, seconds] of [...times].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${seconds.toFixed(1).padStart(7)}s  ${name}`);
  }
  console.log(`  ${((Date.now() - begun) / 1000).toFixed(1).padStart(7)}s  in all`);
}
let passed = 0;
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const elapsed = (Date.now() - started) / 1000;
  const seconds = elapsed.toFixed(1);
  times.push([step.name, elapsed]);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s`);
    printTimes();
    console.log(`Summary: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${step.name} (${seconds}s)`);
}
printTimes();
console.log(`Summary: ${passed} passed, 0 failed`);
