/**
 * The few PostgreSQL wire-protocol messages the hot statements need, written and read directly
 * (https://www.postgresql.org/docs/current/protocol-message-formats.html). PGlite's own
 * `execProtocol` serializes with a general-purpose writer and parses every answer into message
 * objects; on the booking path that was about 7% of the server's time.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A message: its type byte, then its length (itself included) and body. */
function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  const view = new DataView(out.buffer);
  out[0] = type.charCodeAt(0);
  view.setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

/** Writes strings and integers in protocol order. */
class Body {
  readonly parts: Uint8Array[] = [];
  length = 0;
  bytes(part: Uint8Array) {
    this.parts.push(part);
    this.length += part.length;
    return this;
  }
  cstring(text: string) {
    return this.bytes(encoder.encode(text)).bytes(ZERO);
  }
  int16(value: number) {
    const part = new Uint8Array(2);
    new DataView(part.buffer).setInt16(0, value);
    return this.bytes(part);
  }
  int32(value: number) {
    const part = new Uint8Array(4);
    new DataView(part.buffer).setInt32(0, value);
    return this.bytes(part);
  }
  done(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
const ZERO = new Uint8Array([0]);

/** Parse: a named statement; parameter types come from the casts in its text. */
export function encodeParse(name: string, text: string): Uint8Array {
  return message("P", new Body().cstring(name).cstring(text).int16(0).done());
}

/** Bind: the statement's parameters as text (null is SQL NULL) to the unnamed portal, text results. */
export function encodeBind(statement: string, values: ReadonlyArray<string | null>): Uint8Array {
  const body = new Body().cstring("").cstring(statement).int16(0).int16(values.length);
  for (const value of values) {
    if (value === null) body.int32(-1);
    else {
      const bytes = encoder.encode(value);
      body.int32(bytes.length).bytes(bytes);
    }
  }
  return message("B", body.int16(0).done());
}

/** Query: simple protocol, for BEGIN, COMMIT and ROLLBACK. */
export function encodeQuery(text: string): Uint8Array {
  return message("Q", new Body().cstring(text).done());
}

/** Describe the unnamed portal (so its row description comes back). */
export const DESCRIBE_PORTAL = message("D", new Uint8Array([0x50, 0]));
/** Execute the unnamed portal, all rows. */
export const EXECUTE = message("E", new Uint8Array([0, 0, 0, 0, 0]));
export const SYNC = message("S", new Uint8Array(0));

/** An error the database answered, with PostgreSQL's fields (as pg and PGlite name them). */
export class DatabaseError extends Error {
  override name = "DatabaseError";
  /** SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
  severity?: string;
  detail?: string;
  constraint?: string;
  table?: string;
}

/** What a batch answered: the last statement's rows (columns as text), command tags, first error. */
export interface WireAnswer {
  rows: Array<Record<string, string | null>>;
  tags: string[];
  error?: DatabaseError;
}

function cstringAt(bytes: Uint8Array, at: number): [string, number] {
  const end = bytes.indexOf(0, at);
  return [decoder.decode(bytes.subarray(at, end)), end + 1];
}

/**
 * Reads a batch's answer. Rows restart at each BindComplete, so they are the last bound
 * statement's; an ErrorResponse is kept (the first one) and the rest still read.
 */
export function decodeAnswer(bytes: Uint8Array): WireAnswer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const answer: WireAnswer = { rows: [], tags: [] };
  let names: string[] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const type = bytes[at];
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    switch (type) {
      case 0x32: // '2' BindComplete
        answer.rows = [];
        names = [];
        break;
      case 0x54: {
        // 'T' RowDescription: name, then 18 bytes of table, column, type, size, modifier, format
        const count = view.getInt16(p);
        p += 2;
        names = [];
        for (let i = 0; i < count; i += 1) {
          const [name, next] = cstringAt(bytes, p);
          names.push(name);
          p = next + 18;
        }
        break;
      }
      case 0x44: {
        // 'D' DataRow
        const count = view.getInt16(p);
        p += 2;
        const row: Record<string, string | null> = {};
        for (let i = 0; i < count; i += 1) {
          const length = view.getInt32(p);
          p += 4;
          const key = names[i] ?? String(i);
          if (length < 0) row[key] = null;
          else {
            row[key] = decoder.decode(bytes.subarray(p, p + length));
            p += length;
          }
        }
        answer.rows.push(row);
        break;
      }
      case 0x43: // 'C' CommandComplete
        answer.tags.push(cstringAt(bytes, p)[0]);
        break;
      case 0x45: // 'E' ErrorResponse
        if (!answer.error) answer.error = readError(bytes, p, end);
        break;
    }
    at = end;
  }
  return answer;
}

function readError(bytes: Uint8Array, at: number, end: number): DatabaseError {
  const fields: Record<string, string> = {};
  let p = at;
  while (p < end && bytes[p] !== 0) {
    const code = String.fromCharCode(bytes[p] as number);
    const [value, next] = cstringAt(bytes, p + 1);
    fields[code] = value;
    p = next;
  }
  const error = new DatabaseError(fields.M ?? "database error");
  error.code = fields.C;
  error.severity = fields.S;
  error.detail = fields.D;
  error.constraint = fields.n;
  error.table = fields.t;
  return error;
}
