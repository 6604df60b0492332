import type { UserRow } from "./auth/sessions.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./http/log.ts";
import type { Mailer } from "./mail/mailer.ts";

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
