import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app.ts";
import { resolveJwtSecret } from "./auth/secret.ts";
import type { AppDeps } from "./context.ts";
import { DatabaseConnectError, migrateDatabase, openDatabase } from "./db/client.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createEmbeddedProvider } from "./flights/embedded-provider.ts";
import { startInventoryJobs } from "./flights/jobs.ts";
import { createNoticeBook } from "./flights/notices/book.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { createLogger, type Logger } from "./http/log.ts";
import { listen } from "./http/node-listen.ts";
import { StaticSite } from "./http/static-site.ts";
import { JOB_HANDLERS } from "./jobs/handlers.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createMailer } from "./mail/mailer.ts";
import { recoverAtStartUp } from "./payments/reconcile.ts";
import { paymentProviderFor } from "./payments/sandbox-provider.ts";
import { createRateLimits } from "./rate-limit.ts";
import { createDatabaseRateLimits } from "./rate-limit-db.ts";
import { seedDemoData } from "./seed.ts";

/**
 * One start-up step, logged as it begins and with its time when it ends, so that a first start
 * (which creates the database and its demo data) is never silent.
 */
async function step<T>(log: Logger, name: string, run: () => Promise<T> | T): Promise<T> {
  log.info(`start-up: ${name}`);
  const started = performance.now();
  const result = await run();
  log.info(`start-up: ${name} done`, { ms: Math.round(performance.now() - started) });
  return result;
}

/**
 * Starts the one production process: the API and, when `dist/` exists, the built site,
 * on one port. Bad configuration stops it with one clear line.
 */
export async function main(options: MainOptions = {}) {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await step(
    log,
    env.DATABASE_URL ? "opening database (PostgreSQL)" : `opening database (embedded, in ${env.DATA_DIR})`,
    () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: false }),
  );
  if (options.migrate !== false) await step(log, "migrations", () => migrateDatabase(database));
  const distDir = path.resolve(options.distDir ?? "dist");
  const site = existsSync(path.join(distDir, "index.html"))
    ? new StaticSite(distDir, env.PUBLIC_API_BASE ? new URL(env.PUBLIC_API_BASE).origin : undefined)
    : undefined;
  const deps: AppDeps = {
    env,
    database,
    log,
    now: () => new Date(),
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    }),
    payments: paymentProviderFor(env.PAYMENTS_MODE, database.db),
    // On PostgreSQL every process counts the same attempts; the embedded database is one process.
    rateLimits:
      database.kind === "postgres"
        ? createDatabaseRateLimits(database.db, () => new Date())
        : createRateLimits(() => new Date()),
    flights: createEmbeddedProvider(database),
    notices: createNoticeBook(database.db),
    jobs: createJobRunner(JOB_HANDLERS, () => deps),
  };
  // Keys a killed process left claimed are freed before answering; its top-ups settle meanwhile.
  await step(log, "payment keys a stopped process left", () => recoverAtStartUp(deps));
  const stopInventoryJobs = await step(log, "flight inventory", () => startInventoryJobs(deps));
  const stopHousekeeping = startHousekeeping(deps);
  // Mail a paid booking's e-ticket, also those a stopped process left unsent.
  const stopJobs = deps.jobs.start();
  if (env.SEED_DEMO && options.seed !== false) {
    for (const account of await step(log, "demo accounts", () => seedDemoData(deps))) {
      log.info("demo account created", {
        kind: account.kind,
        email: account.email,
        password: account.password,
      });
    }
  }
  const app = createApp(deps, { site });

  const server = await listen(app.fetch, { port: env.PORT, hostname: env.HOST, log });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info("listening", { url: `http://localhost:${port}`, database: database.kind, site: Boolean(site) });
  site
    ?.precompress()
    .catch((error: unknown) => log.error("precompressing the site failed", { error: String(error) }));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    server.close();
    stopInventoryJobs();
    stopHousekeeping();
    stopJobs();
    // A mail under way finishes (or times out) before the database closes.
    await deps.jobs.idle();
    await database
      .close()
      .catch((err: unknown) => log.error("database close failed", { error: String(err) }));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, port, deps };
}

export interface MainOptions {
  distDir?: string;
  /** False in WEB_CONCURRENCY workers: the primary process migrated the database. */
  migrate?: boolean;
  /** False in all WEB_CONCURRENCY workers but the first. */
  seed?: boolean;
}

/**
 * Runs {@link main}, turning a start-up failure into one line on stderr and exit code 1. With
 * `WEB_CONCURRENCY=n` (n > 1, PostgreSQL only) this process migrates the database and makes the
 * session secret once, then runs n worker processes sharing the port (node:cluster).
 */
export async function runMain(options: { distDir?: string } = {}) {
  try {
    const env = loadEnv();
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL)
      throw new EnvError(
        `Cannot start: WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL (PostgreSQL); the embedded database serves one process`,
      );
    if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) return await runPrimary(env.WEB_CONCURRENCY);
    if (cluster.isWorker) return await main({ ...options, migrate: false, seed: env.FB_WORKER_INDEX === 0 });
    return await main(options);
  } catch (err) {
    if (err instanceof EnvError || err instanceof DatabaseConnectError) {
      console.error(err.message);
    } else if (err instanceof Error && "code" in err && err.code === "EADDRINUSE") {
      console.error(`Cannot start: port ${loadEnv().PORT} is already in use (set PORT to another port)`);
    } else {
      console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
    }
    process.exit(1);
  }
}

/** The primary of WEB_CONCURRENCY: prepares the database, then keeps `count` workers running. */
async function runPrimary(count: number) {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
  // Made (or read) once here, so every worker signs and checks tokens with the same secret.
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  let stopping = false;
  const restarts = new Set<NodeJS.Timeout>();
  const start = (index: number) => {
    const worker = cluster.fork({ FB_WORKER_INDEX: String(index), JWT_SECRET: jwtSecret });
    worker.on("exit", (code, signal) => {
      if (stopping) return;
      log.error("worker stopped; starting another", { index, code, signal });
      // Not unref'd: when every worker died at once this timer is all that keeps the primary
      // alive (the shared port closes with its last worker), and it must live to start them again.
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) start(index);
      }, 1000);
      restarts.add(timer);
    });
  };
  let listening = 0;
  const ready = new Promise<void>((resolve) =>
    cluster.on("listening", () => {
      listening += 1;
      if (listening === count) resolve();
    }),
  );
  for (let index = 0; index < count; index += 1) start(index);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  await ready;
  log.info("primary started", { workers: count, database: "postgres" });
  return undefined;
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) void runMain();
