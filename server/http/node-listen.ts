import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { serve } from "@hono/node-server";
import type { ErrorCode } from "./errors.ts";
import type { Logger } from "./log.ts";

/** Request headers above this are answered 431 (Node's default, said out loud). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Serves `fetch` on node's HTTP server, and answers the requests node refuses before the app
 * sees them (headers too large, a request that does not parse) with the contract's JSON error and
 * a request id, instead of node's bare status line.
 */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string; log: Logger },
): Promise<Server> {
  const server = serve({
    fetch,
    port: options.port,
    hostname: options.hostname,
    serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
  }) as Server;
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? 431 : 400;
    const requestId = randomUUID();
    const message = tooLarge ? "Request headers are larger than 16 KB" : "Bad request";
    const body = JSON.stringify({
      success: false,
      message,
      error: { code: (tooLarge ? "HEADERS_TOO_LARGE" : "BAD_REQUEST") satisfies ErrorCode, message },
    });
    options.log.info("client error", { requestId, status, code: err.code });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n" +
        body,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return server;
}
