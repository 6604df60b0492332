import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const mainFile = path.resolve(import.meta.dirname, "main.ts");

/** Starts the real server process with `env` and returns how it ended. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "fb-main-")), ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe("start-up with bad configuration", () => {
  it("stops on PORT=abc with one clear line and no stack trace", () => {
    const { status, stderr } = start({ PORT: "abc" });
    expect(status).toBe(1);
    expect(stderr).toBe('Invalid environment: PORT="abc": must be a whole number between 1 and 65535');
  });

  it("stops on a DATABASE_URL that cannot connect with one line naming it", () => {
    const { status, stderr } = start({ DATABASE_URL: "postgres://app:secret@127.0.0.1:1/flights" });
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^Cannot connect to DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/flights\)/,
    );
    expect(stderr).not.toContain("secret");
  });

  it("refuses more than one process on the embedded database with one clear line", () => {
    const { status, stderr } = start({ WEB_CONCURRENCY: "2" });
    expect(status).toBe(1);
    expect(stderr).toBe(
      "Cannot start: WEB_CONCURRENCY=2 needs DATABASE_URL (PostgreSQL); the embedded database serves one process",
    );
  });
});
