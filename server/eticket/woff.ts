import { inflateSync } from "node:zlib";

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (https://www.w3.org/TR/WOFF/): the same
 * tables, each inflated (with Node's zlib), behind an sfnt table directory. fontkit reads WOFF
 * itself, but inflates every table in JavaScript each time a document embeds the font (about
 * 40 ms a font); unwrapped once, the font is ready to embed in about a millisecond.
 * @example sfntFromWoff(await readFile("font.woff")) // the font as a .ttf file's bytes
 */
export function sfntFromWoff(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = src.readUInt32BE(entry + 4);
    const compLength = src.readUInt32BE(entry + 8);
    const origLength = src.readUInt32BE(entry + 12);
    const stored = src.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table of the wrong length");
    return { tag: src.subarray(entry, entry + 4), checksum: src.readUInt32BE(entry + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerLength));
  // The sfnt header: its version (the WOFF's flavor), then the binary-search fields of the spec.
  const powerOfTwo = 2 ** Math.floor(Math.log2(numTables));
  src.copy(out, 0, 4, 8);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(powerOfTwo * 16, 6);
  out.writeUInt16BE(Math.log2(powerOfTwo), 8);
  out.writeUInt16BE(numTables * 16 - powerOfTwo * 16, 10);
  let offset = headerLength;
  for (const [i, table] of tables.entries()) {
    const record = 12 + i * 16;
    table.tag.copy(out, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  }
  return out;
}
