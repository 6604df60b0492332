import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/** Where `npm run bench -- --write` keeps the current figures: the one place they live. */
export const FIGURES_DOC = "docs/performance.md";
const HEADING = "## Current figures";

/** Starts keeping every line the bench prints (it still prints them). */
export function keepPrinted(): string[] {
  const lines: string[] = [];
  const print = console.log.bind(console);
  console.log = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(" "));
    print(...parts);
  };
  return lines;
}

/** The commit, the machine and the date the figures were measured on. */
function measuredOn(): string {
  const commit = (() => {
    try {
      const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
      const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim();
      return dirty ? `${head} with uncommitted changes` : head;
    } catch {
      return "an unknown commit";
    }
  })();
  const cpus = os.cpus();
  return `Measured by \`npm run bench -- --write\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, Node ${process.versions.node}.`;
}

/** Replaces the figures section of docs/performance.md with `lines`, as printed. */
export function writeFigures(lines: readonly string[]): void {
  const doc = readFileSync(FIGURES_DOC, "utf8");
  const at = doc.indexOf(HEADING);
  const kept = at === -1 ? `${doc.trimEnd()}\n\n` : doc.slice(0, at);
  writeFileSync(
    FIGURES_DOC,
    `${kept}${HEADING}\n\n${measuredOn()}\n\n\`\`\`text\n${lines.join("\n").trimEnd()}\n\`\`\`\n`,
  );
  console.log(`figures written to ${FIGURES_DOC}`);
}
