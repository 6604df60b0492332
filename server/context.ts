import type { Database } from "./db/client.ts";
import type { UserRow } from "./db/schema/accounts.ts";
import type { Env } from "./env.ts";
import type { NoticeBook } from "./flights/notices/book.ts";
import type { FlightProvider } from "./flights/provider.ts";
import type { Logger } from "./http/log.ts";
import type { JobRunner } from "./jobs/job-runner.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { RateLimits } from "./rate-limit.ts";

/** What every handler can reach: configuration, the database, the logger and the clock. */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** HS256 secret for session tokens (JWT_SECRET or generated into the data folder). */
  jwtSecret: string;
  mailer: Mailer;
  /** Where wallet top-ups are charged; null in live mode until a real provider is configured. */
  payments: PaymentProvider | null;
  /** In-memory limits on login, register, password recovery and the contact form. */
  rateLimits: RateLimits;
  /** Flight search, re-pricing and seat holds (the embedded inventory by default). */
  flights: FlightProvider;
  /** Route notices in force (closed routes, travel documents), held in memory for search. */
  notices: NoticeBook;
  /** Runs the jobs table's work in this process (the e-ticket mail after a payment). */
  jobs: JobRunner;
}

/** Hono environment shared by every router. */
export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** Set by requireAuth. */
    auth?: { user: UserRow; jti: string };
  };
};
