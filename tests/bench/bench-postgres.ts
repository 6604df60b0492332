import { randomBytes } from "node:crypto";
import pg from "pg";
import { databaseUrl } from "../../server/db/testing.ts";
import type { QueryOne } from "./api-flows.ts";

/** A fresh database on the server of `adminUrl` for one benchmark run, dropped afterwards. */
export async function createBenchDatabase(adminUrl: string) {
  const name = `fb_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  return {
    url,
    open: async (): Promise<{ one: QueryOne; close: () => Promise<void> }> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return {
        one: async (sql) => Number(Object.values((await client.query(sql)).rows[0] ?? {})[0] ?? 0),
        close: () => client.end(),
      };
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
