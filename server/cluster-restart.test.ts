import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { databaseUrl } from "./db/testing.ts";
import {
  childPids,
  killGroup,
  type ServerProcess,
  startServer,
  waitHealthy,
} from "./testing/server-process.ts";

/** The primary of WEB_CONCURRENCY keeps the service up whatever happens to its workers. */
const template = inject("dbTemplate").postgres;
const reason = template ? "" : " (skipped: set TEST_DATABASE_URL to run WEB_CONCURRENCY=2 on PostgreSQL)";
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.skipIf(!template)(`WEB_CONCURRENCY=2${reason}`, () => {
  it("starts new workers when every worker was killed at once", async () => {
    if (!template) return;
    const name = `fb_cluster_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "fb-cluster-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server: ServerProcess = await startServer(
      {
        DATABASE_URL: databaseUrl(template.adminUrl, name),
        WEB_CONCURRENCY: "2",
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString("base64url"),
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        NODE_ENV: "test",
      },
      { group: true },
    );
    cleanups.push(() => killGroup(server));
    const workers = childPids(server.child.pid ?? 0);
    expect(workers).toHaveLength(2);
    for (const pid of workers) process.kill(pid, "SIGKILL");
    await waitHealthy(server.url, 20_000);
    expect(server.child.exitCode).toBeNull();
    const now = childPids(server.child.pid ?? 0);
    expect(now).toHaveLength(2);
    expect(now.some((pid) => workers.includes(pid))).toBe(false);
  }, 60_000);
});
