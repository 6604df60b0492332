import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import type { AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/testing.ts";
import { loadEnv } from "../env.ts";
import { createEmbeddedProvider } from "../flights/embedded-provider.ts";
import { createLogger } from "../http/log.ts";
import { createMailer } from "../mail/mailer.ts";
import { createSandboxProvider } from "../payments/sandbox-provider.ts";
import { createRateLimits } from "../rate-limit.ts";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  /** Calls the app in-process, as a client would over HTTP, and parses a JSON answer. */
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the JSON shape its route answers
  ) => Promise<{ status: number; headers: Headers; body: any }>;
  close: () => Promise<void>;
}

/**
 * An app on a throwaway database copied from the run's migrated template.
 * @example
 * const t = await createTestContext(); const res = await t.call("GET", "/apis/health");
 */
export async function createTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const database = await createTestDatabase(inject("dbTemplate"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test", SEED_DEMO: "false" });
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "fb-outbox-"));
  const deps: AppDeps = {
    env,
    database,
    log: createLogger("silent"),
    now: () => new Date(),
    jwtSecret: randomBytes(32).toString("base64url"),
    mailer: createMailer({ from: env.MAIL_FROM, outboxDir }),
    payments: createSandboxProvider(database.db),
    // The limiters read the clock through deps, so a test that overrides `now` moves them too.
    rateLimits: createRateLimits(() => deps.now()),
    flights: createEmbeddedProvider(database),
    ...overrides,
  };
  const app = createApp(deps);
  return {
    app,
    database,
    deps,
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers["content-type"] ??= "application/json";
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the test sees the raw text
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    close: async () => {
      await database.close();
      // Each test file's outbox is its own temporary folder: leave nothing behind.
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
