import { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The node request as @hono/node-server hands it over, with the body hook it reads first. */
type NodeRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * Refuses request bodies over `maxBytes` by calling `tooLarge` (which throws the 413).
 *
 * Behind @hono/node-server it works on the node request: a declared Content-Length is checked
 * without reading anything (node's parser holds the body to that length), and a chunked body is
 * read up to the limit and handed on as `rawBody`, the hook the node server reads a body from.
 * Hono's `bodyLimit` asks for `c.req.raw.body`, which turns the request into a web Request with
 * a ReadableStream, about 6% of a booking's time. Elsewhere (`app.request()` in tests) it is
 * hono's `bodyLimit`.
 */
export function limitBody(maxBytes: number, tooLarge: () => never): MiddlewareHandler {
  const portable = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (!(incoming instanceof IncomingMessage)) return portable(c, next);
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (incoming.headers["transfer-encoding"] === undefined) {
      if (Number(incoming.headers["content-length"] ?? 0) > maxBytes) tooLarge();
      return next();
    }
    (incoming as NodeRequest).rawBody = await readUpTo(incoming, maxBytes, tooLarge);
    return next();
  };
}

/**
 * Reads a chunked body, refusing it once past `maxBytes`. On refusal it stops listening and
 * leaves the rest unread: node discards it when the 413 has been sent.
 */
function readUpTo(incoming: IncomingMessage, maxBytes: number, tooLarge: () => never): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      done();
      incoming.pause();
      try {
        tooLarge();
      } catch (err) {
        reject(err);
      }
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
  });
}
