import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * server/db/prepared.ts calls PGlite methods that are not its public API. package.json pins the
 * exact version they were written against (docs/adr/0026-pglite-wire-protocol-pinned.md); this file fails, saying what to
 * check, when an upgrade moves or removes them.
 */
const PRIVATE_METHODS = ["_runExclusiveTransaction", "_runExclusiveQuery", "execProtocolRawStream"] as const;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db.close());

describe("the PGlite internals server/db/prepared.ts relies on", () => {
  it("pins @electric-sql/pglite to the exact version installed", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
    const wanted: string = manifest.dependencies["@electric-sql/pglite"];
    const installed = JSON.parse(
      readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
    ).version;
    expect(
      wanted,
      "package.json must pin an exact PGlite version (no ^ or ~): see docs/adr/0026-pglite-wire-protocol-pinned.md",
    ).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, "the installed PGlite is not the pinned one: run npm install").toBe(wanted);
  });

  it.each(PRIVATE_METHODS)("%s is still a method", (name) => {
    const method = (db as unknown as Record<string, unknown>)[name];
    expect(
      typeof method,
      `PGlite.${name} is gone or changed: server/db/prepared.ts needs updating before this PGlite upgrade`,
    ).toBe("function");
  });

  it("runs work exclusively and hands back its result, as prepared.ts expects", async () => {
    const client = db as unknown as {
      _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
      _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
    };
    const order: string[] = [];
    const first = client._runExclusiveQuery(async () => {
      order.push("first start");
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push("first end");
      return 1;
    });
    const second = client._runExclusiveQuery(async () => {
      order.push("second");
      return 2;
    });
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order, "PGlite._runExclusiveQuery no longer serializes its callers").toEqual([
      "first start",
      "first end",
      "second",
    ]);
    expect(await client._runExclusiveTransaction(async () => "done")).toBe("done");
  });
});
