import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { createApp } from "../app.ts";
import type { AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/testing.ts";
import { loadEnv } from "../env.ts";
import { createEmbeddedProvider } from "../flights/embedded-provider.ts";
import { createNoticeBook } from "../flights/notices/book.ts";
import { createLogger } from "../http/log.ts";
import { JOB_HANDLERS } from "../jobs/handlers.ts";
import { createJobRunner } from "../jobs/runner.ts";
import { createMailer } from "../mail/mailer.ts";
import { createSandboxProvider } from "../payments/sandbox-provider.ts";
import { createRateLimits } from "../rate-limit.ts";
import { type RouteClient, routeClient } from "./route-call.ts";

export {
  type Answer,
  documentedBody,
  type ErrorAnswer,
  expectStatus,
  type OffContract,
  offContract,
} from "./route-call.ts";

/** An app on its own database, with the typed (`api`) and the raw (`call`) call. */
export interface TestContext extends RouteClient {
  app: ReturnType<typeof createApp>;
  database: Database;
  deps: AppDeps;
  close: () => Promise<void>;
}

/**
 * The tests' environment (quiet, no demo data), with `fields` added.
 * @example createTestContext({ env: testEnv({ TRUST_PROXY: "1" }) })
 */
export function testEnv(fields: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "data/test",
    SEED_DEMO: "false",
    ...fields,
  });
}

/**
 * An app on a throwaway database copied from the run's migrated template.
 * @example
 * const t = await createTestContext(); const res = await t.api(healthRoute);
 */
export async function createTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const database = await createTestDatabase(inject("dbTemplate"));
  const env = testEnv();
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
    notices: createNoticeBook(database.db),
    // Kicked by a payment, never on a timer: a test waits with `deps.jobs.idle()`.
    jobs: createJobRunner(JOB_HANDLERS, () => deps),
    ...overrides,
  };
  // The migration's example notices are in force, as on a server that has started.
  await deps.notices.refresh();
  const app = createApp(deps);
  return {
    app,
    database,
    deps,
    ...routeClient((url, init) => app.request(url, init)),
    close: async () => {
      await deps.jobs.idle();
      await database.close();
      // Each test file's outbox is its own temporary folder: leave nothing behind.
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app, made before its tests and closed after them (it registers `beforeAll` and
 * `afterAll`). The context is there from the first hook on: read it inside tests and hooks.
 * @example const t = setUpTestContext({ now: () => clock }); it("…", async () => t.api(wallet, { token }));
 */
export function setUpTestContext(overrides: Partial<AppDeps> = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(overrides);
  });
  afterAll(() => context?.close());
  return late(() => context, "the test context");
}

/**
 * An object whose properties are those of the value `get` answers once it is there (a hook made
 * it): a file can name what its `beforeAll` makes at the top, and use it in its tests.
 * @throws Error when read before the hook made the value.
 */
export function late<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = get();
      if (value === undefined) throw new Error(`${what} is made in beforeAll: read it inside a test or hook`);
      return Reflect.get(value, key);
    },
    set(_, key, next) {
      const value = get();
      if (value === undefined)
        throw new Error(`${what} is made in beforeAll: change it inside a test or hook`);
      return Reflect.set(value, key, next);
    },
  });
}
