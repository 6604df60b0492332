import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, fromPglite, fromPool } from "./client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

/** Where the test run's migrated template lives; set by tests/setup/global-db.ts. */
export interface TestTemplate {
  pgliteDump?: string;
  postgres?: { adminUrl: string; template: string };
}

/** The URL of database `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated, empty database for one test file, copied from the run's template:
 * `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a loaded data-dir dump on PGlite.
 * Closing it drops the copy.
 */
export async function createTestDatabase(template: TestTemplate): Promise<Database> {
  if (template.postgres) {
    const { adminUrl, template: templateName } = template.postgres;
    const name = `fb_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 20 });
    const database = fromPool(pool);
    return {
      ...database,
      close: async () => {
        // pool.end() resolves before its clients have disconnected; dropping the database with
        // FORCE then kills them mid-goodbye and they throw. Wait for every client to be gone.
        let open = pool.totalCount;
        const gone = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on("remove", () => {
            open -= 1;
            if (open <= 0) resolve();
          });
        });
        await pool.end();
        await gone;
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  if (!template.pgliteDump)
    throw new Error("No test database template: is tests/setup/global-db.ts the globalSetup?");
  const dump = new Blob([await readFile(template.pgliteDump)]);
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}
