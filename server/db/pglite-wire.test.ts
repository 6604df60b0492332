import { describe, expect, it } from "vitest";
import { DatabaseError, decodeAnswer, encodeBind, encodeQuery } from "./pglite-wire.ts";

/** A backend message as PostgreSQL writes it: type, length (itself included), body. */
function backend(type: string, ...parts: Array<number[] | string>): number[] {
  const body = parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p), 0] : p));
  const length = body.length + 4;
  return [
    type.charCodeAt(0),
    length >>> 24,
    (length >>> 16) & 255,
    (length >>> 8) & 255,
    length & 255,
    ...body,
  ];
}
const int16 = (n: number) => [(n >> 8) & 255, n & 255];
const int32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const field = (text: string | null) => {
  if (text === null) return int32(-1);
  const bytes = [...new TextEncoder().encode(text)];
  return [...int32(bytes.length), ...bytes];
};
const describeColumns = (...names: string[]) =>
  backend("T", int16(names.length), ...names.flatMap((n) => [n, new Array(18).fill(0)]));

describe("the PGlite wire messages", () => {
  it("answers the last bound statement's rows, with nulls and any script", () => {
    const bytes = new Uint8Array([
      ...backend("C", "BEGIN"),
      ...backend("2"),
      ...describeColumns("a"),
      ...backend("D", int16(1), field("first")),
      ...backend("C", "SELECT 1"),
      ...backend("2"),
      ...describeColumns("city", "note"),
      ...backend("D", int16(2), field("ရန်ကုန်"), field(null)),
      ...backend("C", "SELECT 1"),
      ...backend("Z", "T"),
    ]);
    const answer = decodeAnswer(bytes);
    expect(answer.rows).toEqual([{ city: "ရန်ကုန်", note: null }]);
    expect(answer.tags).toEqual(["BEGIN", "SELECT 1", "SELECT 1"]);
    expect(answer.error).toBeUndefined();
  });

  it("keeps the first error with its SQLSTATE and reads on to the end", () => {
    const bytes = new Uint8Array([
      ...backend("2"),
      ...backend(
        "E",
        "SERROR",
        "C23505",
        'Mduplicate key value violates unique constraint "settings_pkey"',
        "nsettings_pkey",
        [],
      ),
      ...backend("Z", "E"),
      ...backend("C", "ROLLBACK"),
      ...backend("Z", "I"),
    ]);
    const answer = decodeAnswer(bytes);
    expect(answer.error).toBeInstanceOf(DatabaseError);
    expect(answer.error?.message).toMatch(/duplicate key/);
    expect(answer.error?.code).toBe("23505");
    expect(answer.error?.constraint).toBe("settings_pkey");
    expect(answer.tags).toEqual(["ROLLBACK"]);
  });

  it("writes Bind with text parameters, SQL NULL and UTF-8 lengths in bytes", () => {
    const bytes = [...encodeBind("s1", ["မ", null])];
    expect(String.fromCharCode(bytes[0] as number)).toBe("B");
    const length = new DataView(new Uint8Array(bytes).buffer).getInt32(1);
    expect(length).toBe(bytes.length - 1);
    // portal "", statement "s1", no format codes (all text), 2 parameters
    expect(bytes.slice(5, 13)).toEqual([0, 0x73, 0x31, 0, ...int16(0), ...int16(2)]);
    expect(bytes.slice(13, 17)).toEqual(int32(3));
    expect(bytes.slice(17, 20)).toEqual([...new TextEncoder().encode("မ")]);
    expect(bytes.slice(20, 24)).toEqual(int32(-1));
    // no result format codes: all text
    expect(bytes.slice(24)).toEqual(int16(0));
  });

  it("writes a simple query", () => {
    expect([...encodeQuery("BEGIN")]).toEqual(backend("Q", "BEGIN"));
  });
});
