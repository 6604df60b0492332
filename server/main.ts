import { existsSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app.ts";
import { resolveJwtSecret } from "./auth/secret.ts";
import type { AppDeps } from "./context.ts";
import { DatabaseConnectError, openDatabase } from "./db/client.ts";
import { EnvError, loadEnv } from "./env.ts";
import { createEmbeddedProvider } from "./flights/embedded-provider.ts";
import { startInventoryJobs } from "./flights/jobs.ts";
import { createLogger } from "./http/log.ts";
import { listen } from "./http/node-listen.ts";
import { StaticSite } from "./http/static-site.ts";
import { createMailer } from "./mail/mailer.ts";
import { paymentProviderFor } from "./payments/sandbox-provider.ts";
import { createRateLimits } from "./rate-limit.ts";
import { seedDemoData } from "./seed.ts";

/**
 * Starts the one production process: the API and, when `dist/` exists, the built site,
 * on one port. Bad configuration stops it with one clear line.
 */
export async function main(options: { distDir?: string } = {}) {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
    payments: paymentProviderFor(env.PAYMENTS_MODE),
    rateLimits: createRateLimits(() => new Date()),
    flights: createEmbeddedProvider(database),
  };
  const stopInventoryJobs = await startInventoryJobs(deps);
  if (env.SEED_DEMO) {
    for (const account of await seedDemoData(deps)) {
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info("shutting down", { signal });
    server.close();
    stopInventoryJobs();
    await database
      .close()
      .catch((err: unknown) => log.error("database close failed", { error: String(err) }));
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  return { server, port, deps };
}

/** Runs {@link main}, turning a start-up failure into one line on stderr and exit code 1. */
export async function runMain(options: { distDir?: string } = {}) {
  return await main(options).catch((err: unknown) => {
    if (err instanceof EnvError || err instanceof DatabaseConnectError) {
      console.error(err.message);
    } else if (err instanceof Error && "code" in err && err.code === "EADDRINUSE") {
      console.error(`Cannot start: port ${loadEnv().PORT} is already in use (set PORT to another port)`);
    } else {
      console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
    }
    process.exit(1);
  });
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isEntry) void runMain();
