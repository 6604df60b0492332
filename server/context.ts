import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./http/log.ts";

/** What every handler can reach: configuration, the database, the logger and the clock. */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
}

/** Hono environment shared by every router. */
export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
  };
};
