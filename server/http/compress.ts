import { deflateSync, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const THRESHOLD = 1024;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** gzip, else deflate, as the client accepts them (q-values honoured), as hono's compress picks. */
function selectEncoding(header: string | undefined): "gzip" | "deflate" | undefined {
  if (!header) return undefined;
  const accepts = header.split(",").map((part) => {
    const [type = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
  });
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: "gzip" | "deflate"; q: number } | undefined;
  for (const encoding of ["gzip", "deflate"] as const) {
    const q = accepts.find((a) => a.type === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Replaces the finished response without hono copying it into a stream (its setter does when one is set). */
function replaceResponse(c: Context, body: Uint8Array<ArrayBuffer>, headers: Headers, status: number) {
  c.res = undefined as unknown as Response;
  c.res = new Response(body, { status, headers });
}

/**
 * Compresses API answers of 1 KB and more with gzip or deflate, like hono's `compress()` (same
 * encodings, Vary, no-transform, weak ETag), but with one synchronous zlib call on the finished
 * body: its CompressionStream cost about 0.45 ms per answer against 0.06 ms, and compressed even
 * small answers whose length it could not see. API answers are small and finished when sent.
 */
export function compressApi(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type");
    const length = res.headers.get("Content-Length");
    if (
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      c.req.method === "HEAD" ||
      (length && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(res.headers.get("Cache-Control") ?? "") ||
      !res.body
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !(vary && varyAcceptEncoding.test(vary)))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < THRESHOLD) {
      replaceResponse(c, body, headers, res.status);
      return;
    }
    const compressed = encoding === "gzip" ? gzipSync(body) : deflateSync(body);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(
      c,
      new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength),
      headers,
      res.status,
    );
  };
}
