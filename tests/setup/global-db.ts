import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPool, migrateDatabase } from "../../server/db/client.ts";
import { databaseUrl } from "../../server/db/testing.ts";

/**
 * Migrates one template database per test run; each test file then copies it, so every file
 * starts from a clean, migrated database in milliseconds. With TEST_DATABASE_URL set the
 * template lives on that PostgreSQL server, otherwise it is a PGlite data-dir dump.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `fb_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 1 });
    const database = fromPool(pool);
    await migrateDatabase(database);
    await database.close();
    project.provide("dbTemplate", { postgres: { adminUrl, template } });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `fb-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", { pgliteDump: file });
  return () => rm(file, { force: true });
}
