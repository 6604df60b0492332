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
let passed = 0;
for (const step of steps) {
  if (only.length > 0 && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s`);
    console.log(`Summary: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${step.name} (${seconds}s)`);
}
console.log(`Summary: ${passed} passed, 0 failed`);
