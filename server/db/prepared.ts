import { type PGlite, protocol } from "@electric-sql/pglite";
import type pg from "pg";

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

/** Runs a statement on a drizzle handle: the database itself, or a transaction of it. */
export type RunPrepared = (
  handle: object,
  statement: Statement,
  params: readonly Param[],
) => Promise<TextRow[]>;

/** The driver client behind a drizzle database or transaction (drizzle keeps it on its session). */
function clientOf(handle: object): unknown {
  return (handle as { session?: { client?: unknown } }).session?.client;
}

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
 * (parse, describe, bind, describe, execute, sync) and copies every type parser per query. This
 * sends bind, describe, execute and sync (and parse the first time) as one batch.
 */
export function pgliteRunner(client: PGlite): RunPrepared {
  const parsed = new Set<string>();
  const { serialize } = protocol;
  return async (handle, statement, params) => {
    // Inside PGlite's transaction the handle holds its transaction object, not the instance, and
    // that transaction already owns the instance; outside one we must wait our turn like `query`.
    const inTransaction = clientOf(handle) !== client;
    const run = () =>
      client._runExclusiveQuery(async () => {
        if (!parsed.has(statement.name)) {
          // Alone, so a failure further on cannot leave us unsure whether it exists.
          await client.execProtocol(
            concat([serialize.parse({ name: statement.name, text: statement.text }), serialize.sync()]),
            { syncToFs: false },
          );
          parsed.add(statement.name);
        }
        const { messages } = await client.execProtocol(
          concat([
            serialize.bind({ statement: statement.name, values: params.map(toText) }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: !inTransaction },
        );
        return textRows(messages);
      });
    return inTransaction ? run() : client._runExclusiveTransaction(run);
  };
}

function textRows(messages: ReadonlyArray<{ name: string }>): TextRow[] {
  let names: string[] = [];
  const rows: TextRow[] = [];
  for (const message of messages) {
    if (message.name === "rowDescription") {
      names = (message as unknown as { fields: Array<{ name: string }> }).fields.map((f) => f.name);
    } else if (message.name === "dataRow") {
      const fields = (message as unknown as { fields: Array<string | null> }).fields;
      const row: TextRow = {};
      for (let i = 0; i < names.length; i += 1) row[names[i] as string] = fields[i] ?? null;
      rows.push(row);
    }
  }
  return rows;
}

// Every column comes back as the text PostgreSQL wrote, as on PGlite.
const rawTypes = { getTypeParser: () => (value: string) => value };

/** On PostgreSQL node-postgres prepares a named statement once per pooled connection. */
export function poolRunner(pool: pg.Pool): RunPrepared {
  return async (handle, statement, params) => {
    const client = (clientOf(handle) ?? pool) as pg.Pool | pg.PoolClient;
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: params.map(toText),
      types: rawTypes,
    } as pg.QueryConfig);
    return result.rows as TextRow[];
  };
}
