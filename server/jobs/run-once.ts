import path from "node:path";
import type { AppDeps } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { createEmbeddedProvider } from "../flights/embedded-provider.ts";
import { createNoticeBook } from "../flights/notices/book.ts";
import { createLogger } from "../http/log.ts";
import { createMailer } from "../mail/mailer.ts";
import { createRateLimits } from "../rate-limit.ts";
import { JOB_HANDLERS } from "./handlers.ts";
import { createJobRunner } from "./runner.ts";

/**
 * Runs the due jobs once from a process that is not a server (`npm run ops`), with the server's
 * mailer and outbox: what an operations command enqueued goes out at once. Safe beside running
 * servers (jobs are claimed, ./queue.ts); what fails is retried by them.
 */
export async function runJobsOnce(env: Env, database: Database): Promise<void> {
  const deps: AppDeps = {
    env,
    database,
    log: createLogger(env.LOG_LEVEL),
    now: () => new Date(),
    // Neither signs sessions nor takes payments: only the job handlers run here.
    jwtSecret: "",
    payments: null,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.resolve(env.DATA_DIR, "outbox"),
    }),
    rateLimits: createRateLimits(() => new Date()),
    flights: createEmbeddedProvider(database),
    notices: createNoticeBook(database.db),
    jobs: createJobRunner(JOB_HANDLERS, () => deps),
  };
  deps.jobs.kick();
  await deps.jobs.idle();
}
