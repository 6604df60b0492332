import { inflateSync } from "node:zlib";

/**
 * The PDF's content and object streams, inflated, in file order. pdf-lib writes "stream\n" and
 * "\nendstream" around the data; an optional "\r" there would take a compressed stream's last
 * byte when it happens to be 13 (one stream in 256), and that stream would not inflate.
 */
export function pdfStreams(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  return [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      return match[1] ?? "";
    }
  });
}

/** The text a PDF shows, from its (deflated) content streams' hex strings. */
export function pdfText(pdf: Buffer): string {
  let text = "";
  for (const content of pdfStreams(pdf))
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      text += `${Buffer.from(hex[1] ?? "", "hex").toString("latin1")}\n`;
  return text;
}

/** The PDF's objects as text: pdf-lib writes the dictionaries into compressed object streams. */
export const pdfObjects = (pdf: Buffer) => [pdf.toString("latin1"), ...pdfStreams(pdf)].join("\n");
