import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteStatements, poolStatements, type RunHotTransaction, type RunPrepared } from "./prepared.ts";
import * as accounts from "./schema/accounts.ts";
import * as agency from "./schema/agency.ts";
import * as bookings from "./schema/bookings.ts";
import * as flights from "./schema/flights.ts";
import * as jobs from "./schema/jobs.ts";
import * as sandbox from "./schema/sandbox.ts";
import * as wallet from "./schema/wallet.ts";

export const schema = { ...accounts, ...agency, ...bookings, ...flights, ...jobs, ...sandbox, ...wallet };
export type Schema = typeof schema;

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a hot statement, prepared once per connection, on its own. */
  prepared: RunPrepared;
  /** A transaction of prepared statements in as few round trips as the driver allows (the booking). */
  hotTransaction: RunHotTransaction;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** Closes connections; PGlite must be closed or it loses sequence values. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Wraps an open PGlite instance (file-backed, in-memory or loaded from a dump). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const statements = pgliteStatements(client);
  return {
    db,
    kind: "pglite",
    prepared: statements.prepared,
    hotTransaction: statements.transaction,
    ping: async () => (await client.query("select 1 as ok")).rows.length === 1,
    close: () => client.close(),
  };
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): Database {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const statements = poolStatements(pool);
  return {
    db,
    kind: "postgres",
    prepared: statements.prepared,
    hotTransaction: statements.transaction,
    ping: async () => (await pool.query("select 1 as ok")).rows.length === 1,
    close: () => pool.end(),
  };
}

/** Runs pending migrations on either driver. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

export class DatabaseConnectError extends Error {
  override name = "DatabaseConnectError";
}

/**
 * Opens the configured database and migrates it: PostgreSQL when `databaseUrl` is set,
 * otherwise an embedded PGlite persisted in `<dataDir>/pglite`.
 * @throws DatabaseConnectError with a one-line reason when PostgreSQL cannot be reached.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** False in the worker processes of WEB_CONCURRENCY: the primary migrated already. */
  migrate?: boolean;
}): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client's error (the server went away) must not crash the process.
    pool.on("error", () => {});
    try {
      await pool.query("select 1");
    } catch (err) {
      await pool.end().catch(() => {});
      const reason = err instanceof Error ? err.message || err.name : String(err);
      throw new DatabaseConnectError(
        `Cannot connect to DATABASE_URL (${redact(options.databaseUrl)}): ${reason}`,
      );
    }
    database = fromPool(pool);
  } else {
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    database = fromPglite(await PGlite.create(dir));
  }
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
