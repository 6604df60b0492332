import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TestContext } from "./harness.ts";

/** A message from the test outbox, decoded enough for assertions. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  /** The text/html part, transfer encoding undone. */
  html: string;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words in a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decode(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  return { headers, body: decode(body, headers["content-transfer-encoding"]?.toLowerCase()) };
}

const boundaryOf = (headers: Record<string, string>) =>
  /^multipart\/.*boundary="?([^";]+)"?/is.exec(headers["content-type"] ?? "")?.[1];

/** The parts of a multipart body, those nested in its own multiparts (text beside a PDF) too. */
function leafParts(body: string, boundary: string): Array<{ headers: Record<string, string>; body: string }> {
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => parsePart(p.trim()))
    .flatMap((p) => {
      const inner = boundaryOf(p.headers);
      return inner ? leafParts(p.body, inner) : [p];
    });
}

/**
 * Every `.eml` file the app wrote to its outbox, oldest first.
 * @example const [mail] = await readOutbox(t); expect(mail?.to).toBe("a@b.mm");
 */
export async function readOutbox(t: TestContext): Promise<OutboxMail[]> {
  const dir = t.deps.mailer.outboxDir;
  if (!dir) throw new Error("the mailer has no outbox: is SMTP_URL set in the test?");
  return readOutboxDir(dir);
}

/** Every `.eml` file in an outbox folder, oldest first (the browser tests read the server's). */
export async function readOutboxDir(dir: string): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), "utf8");
      const { headers, body } = parsePart(raw);
      const multipart = boundaryOf(headers);
      const parts = multipart ? leafParts(body, multipart) : [];
      const part = (type: string) =>
        parts.find((p) => p.headers["content-type"]?.startsWith(type))?.body ?? (multipart ? "" : body);
      return {
        file,
        headers,
        to: headers.to ?? "",
        subject: decodeWords(headers.subject ?? ""),
        text: part("text/plain"),
        html: part("text/html"),
      };
    }),
  );
}
