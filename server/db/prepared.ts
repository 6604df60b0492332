import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import {
  DESCRIBE_PORTAL,
  decodeAnswer,
  EXECUTE,
  encodeBind,
  encodeParse,
  encodeQuery,
  SYNC,
  type WireAnswer,
} from "./pglite-wire.ts";

/**
 * A hot statement, parsed and planned once per connection and then only bound and executed
 * (drizzle sends every query unnamed, so the database parses and plans it each time). Write
 * every parameter with a cast (`$1::text`) so its type is known without asking.
 */
export interface Statement {
  /** Unique per text: the connection keeps the statement under this name. */
  name: string;
  text: string;
}

/** A parameter as text protocol sends it. */
export type Param = string | number | boolean | null;

/** Result columns as the database wrote them in text (`t`/`f`, digits, ...), whatever the driver. */
export type TextRow = Record<string, string | null>;

/** Runs one statement on its own (one implicit transaction); several together use {@link RunHotTransaction}. */
export type RunPrepared = (statement: Statement, params: readonly Param[]) => Promise<TextRow[]>;

/**
 * A transaction on the hot path, in as few round trips as the driver allows: BEGIN goes with the
 * first statement, and writes whose answer is not needed wait to go with the next statement or
 * with COMMIT. Statements are prepared once per connection, as {@link RunPrepared}'s are.
 */
export interface HotTransaction {
  /** Runs `statement` now, after any deferred writes, and answers its rows. */
  query(statement: Statement, params: readonly Param[]): Promise<TextRow[]>;
  /** Queues a write; it runs, in order, with the next query or with COMMIT (and fails them). */
  defer(statement: Statement, params: readonly Param[]): void;
}

/**
 * Runs `work` in a {@link HotTransaction}: committed when it resolves, rolled back when it
 * throws (nothing it wrote or deferred stays). A deferred write that fails rolls everything back
 * and throws its database error.
 */
export type RunHotTransaction = <T>(work: (tx: HotTransaction) => Promise<T>) => Promise<T>;

type Queued = readonly [Statement, readonly Param[]];

const toText = (value: Param) => (value === null ? null : String(value));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * On PGlite every protocol message is a call into the wasm module, and `query` sends six of them
 * (parse, describe, bind, describe, execute, sync) and copies every type parser per query; its
 * `transaction` sends BEGIN and COMMIT as two calls each. These send bind, describe, execute and
 * sync (and parse the first time) as one batch, and a {@link HotTransaction} as two: BEGIN with
 * its first query, deferred writes with COMMIT. The messages are written and read here
 * (`pglite-wire.ts`) and passed raw, so PGlite's general parser does not run.
 */
export function pgliteStatements(client: PGlite): { prepared: RunPrepared; transaction: RunHotTransaction } {
  const parsed = new Set<string>();
  /** Runs a batch; its first database error is thrown after the whole batch has run. */
  const exec = async (parts: Uint8Array[], syncToFs: boolean): Promise<WireAnswer> => {
    const chunks: Uint8Array[] = [];
    // The chunks are views into wasm memory, valid only during the call: copy them.
    await client.execProtocolRawStream(concat(parts), {
      syncToFs,
      onRawData: (bytes) => chunks.push(bytes.slice()),
    });
    const answer = decodeAnswer(chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks));
    if (answer.error) throw answer.error;
    return answer;
  };
  const parse = async (statement: Statement) => {
    if (parsed.has(statement.name)) return;
    // Alone, so a failure further on cannot leave us unsure whether it exists.
    await exec([encodeParse(statement.name, statement.text), SYNC], false);
    parsed.add(statement.name);
  };
  const bound = ([statement, params]: Queued) => [
    encodeBind(statement.name, params.map(toText)),
    DESCRIBE_PORTAL,
    EXECUTE,
  ];

  // Waits its turn behind any transaction, as PGlite's own `query` does.
  const prepared: RunPrepared = (statement, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        await parse(statement);
        return (await exec([...bound([statement, params]), SYNC], true)).rows;
      }),
    );

  const transaction: RunHotTransaction = <T>(work: (tx: HotTransaction) => Promise<T>) =>
    client._runExclusiveTransaction(async () => {
      let begun = false;
      let pending: Queued[] = [];
      /** BEGIN when not yet sent, then the queued statements, each parsed beforehand if new. */
      const batch = async (last?: Queued) => {
        const queued = last ? [...pending, last] : pending;
        pending = [];
        for (const [statement] of queued) await parse(statement);
        const parts = begun ? [] : [BEGIN];
        begun = true;
        for (const item of queued) parts.push(...bound(item));
        return parts;
      };
      const tx: HotTransaction = {
        query: (statement, params) =>
          client._runExclusiveQuery(
            async () => (await exec([...(await batch([statement, params])), SYNC], false)).rows,
          ),
        defer: (statement, params) => {
          pending.push([statement, params]);
        },
      };
      let result: T;
      try {
        result = await work(tx);
      } catch (err) {
        pending = [];
        if (begun) await client._runExclusiveQuery(() => exec([ROLLBACK], false));
        throw err;
      }
      if (!begun && pending.length === 0) return result;
      // A failed write turns this COMMIT into ROLLBACK, and exec throws its error.
      const { tags } = await client._runExclusiveQuery(async () =>
        exec([...(await batch()), SYNC, COMMIT], true),
      );
      if (tags.at(-1) !== "COMMIT")
        throw new Error(`Transaction not committed (${tags.at(-1) ?? "no answer"})`);
      return result;
    });

  return { prepared, transaction };
}

const BEGIN = encodeQuery("BEGIN");
const COMMIT = encodeQuery("COMMIT");
const ROLLBACK = encodeQuery("ROLLBACK");

// Every column comes back as the text PostgreSQL wrote, as on PGlite.
const rawTypes = { getTypeParser: () => (value: string) => value };

/** On PostgreSQL node-postgres prepares a named statement once per pooled connection. */
export function poolStatements(pool: pg.Pool): { prepared: RunPrepared; transaction: RunHotTransaction } {
  const run = async (client: pg.Pool | pg.PoolClient, [statement, params]: Queued) => {
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: params.map(toText),
      types: rawTypes,
    } as pg.QueryConfig);
    return result.rows as TextRow[];
  };

  const prepared: RunPrepared = (statement, params) => run(pool, [statement, params]);

  // node-postgres sends one statement at a time: the deferred writes save no round trip here.
  const transaction: RunHotTransaction = async <T>(work: (tx: HotTransaction) => Promise<T>) => {
    const client = await pool.connect();
    let begun = false;
    let pending: Queued[] = [];
    const flush = async () => {
      if (!begun) await client.query("BEGIN");
      begun = true;
      const queued = pending;
      pending = [];
      for (const item of queued) await run(client, item);
    };
    const tx: HotTransaction = {
      query: async (statement, params) => {
        await flush();
        return run(client, [statement, params]);
      },
      defer: (statement, params) => {
        pending.push([statement, params]);
      },
    };
    try {
      const result = await work(tx);
      if (begun || pending.length > 0) {
        await flush();
        await client.query("COMMIT");
      }
      client.release();
      return result;
    } catch (err) {
      try {
        if (begun) await client.query("ROLLBACK");
        client.release();
      } catch (rollbackError) {
        // A connection that cannot roll back is not given to anyone else.
        client.release(rollbackError instanceof Error ? rollbackError : true);
      }
      throw err;
    }
  };

  return { prepared, transaction };
}
