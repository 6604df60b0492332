import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./client.ts";
import type { Statement } from "./prepared.ts";
import { createTestDatabase } from "./testing.ts";

// The hot transaction batches statements (BEGIN with the first query, deferred writes with
// COMMIT); these check it keeps a transaction's promises on whichever database the run uses.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(inject("dbTemplate"));
});
afterAll(() => database.close());

const put: Statement = {
  name: "test_put_setting_v1",
  text: "insert into settings (key, value) values ($1::text, $2::text)",
};
const read: Statement = {
  name: "test_get_setting_v1",
  text: "select value from settings where key = $1::text",
};
const settingValue = async (key: string) => (await database.prepared(read, [key]))[0]?.value ?? null;

describe("the hot transaction", () => {
  it("commits its queries and its deferred writes together", async () => {
    const answer = await database.hotTransaction(async (tx) => {
      tx.defer(put, ["hot.a", "1"]);
      // The deferred write runs first, so the query sees it; only the query's rows come back.
      const rows = await tx.query(read, ["hot.a"]);
      tx.defer(put, ["hot.b", "2"]);
      return rows;
    });
    expect(answer).toEqual([{ value: "1" }]);
    expect(await settingValue("hot.a")).toBe("1");
    expect(await settingValue("hot.b")).toBe("2");
  });

  it("keeps nothing, queried or deferred, when the work throws", async () => {
    const failed = database.hotTransaction(async (tx) => {
      tx.defer(put, ["hot.c", "1"]);
      await tx.query(read, ["hot.c"]);
      tx.defer(put, ["hot.d", "1"]);
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect(await settingValue("hot.c")).toBeNull();
    expect(await settingValue("hot.d")).toBeNull();
  });

  it("rolls everything back and says why when a deferred write fails at commit", async () => {
    await database.hotTransaction(async (tx) => tx.defer(put, ["hot.taken", "1"]));
    const failed = database.hotTransaction(async (tx) => {
      await tx.query(read, ["hot.taken"]);
      tx.defer(put, ["hot.e", "1"]);
      tx.defer(put, ["hot.taken", "2"]);
    });
    await expect(failed).rejects.toThrow(/duplicate key/);
    expect(await settingValue("hot.e")).toBeNull();
    expect(await settingValue("hot.taken")).toBe("1");
    // The connection is usable again, outside and inside a transaction.
    await database.hotTransaction(async (tx) => tx.defer(put, ["hot.f", "1"]));
    expect(await settingValue("hot.f")).toBe("1");
  });

  it("rolls back when a query fails, and the next transaction starts clean", async () => {
    const failed = database.hotTransaction(async (tx) => {
      tx.defer(put, ["hot.g", "1"]);
      await tx.query({ name: "test_bad_cast_v1", text: "select $1::int as n" }, ["not a number"]);
    });
    await expect(failed).rejects.toThrow(/invalid input syntax/);
    expect(await settingValue("hot.g")).toBeNull();
    const rows = await database.hotTransaction((tx) => tx.query(read, ["hot.a"]));
    expect(rows).toEqual([{ value: "1" }]);
  });

  it("runs concurrent transactions one after another without mixing their statements", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.hotTransaction(async (tx) => {
          await tx.query(read, [`hot.n${i}`]);
          tx.defer(put, [`hot.n${i}`, String(i)]);
        }),
      ),
    );
    for (let i = 0; i < 20; i += 1) expect(await settingValue(`hot.n${i}`)).toBe(String(i));
  });

  it("carries any script and SQL NULL through parameters and answers", async () => {
    const echo: Statement = { name: "test_echo_v1", text: "select $1::text as city, $2::text as note" };
    const rows = await database.hotTransaction((tx) => tx.query(echo, ["ရန်ကုန် — Yangon", null]));
    expect(rows).toEqual([{ city: "ရန်ကုန် — Yangon", note: null }]);
    expect(await database.prepared(echo, ["မန္တလေး", null])).toEqual([{ city: "မန္တလေး", note: null }]);
  });
});
