import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/harness.ts";

// The app behind the real node server, as `npm start` runs it: the request body and compression
// paths there read the node request and write bytes themselves, which app.request() never reaches.
let t: TestContext;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends `chunks` as the body: with Content-Length when `chunked` is false, else chunk by chunk. */
function send(
  method: string,
  path: string,
  chunks: string[],
  options: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = chunks.join("");
    const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
    if (!options.chunked && chunks.length > 0) headers["content-length"] = String(Buffer.byteLength(body));
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    // The server may answer and close before a refused body is all sent.
    req.on("error", (err: NodeJS.ErrnoException) => (err.code === "EPIPE" ? undefined : reject(err)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8"));
const big = JSON.stringify({ name: "x".repeat(110 * 1024) });

describe("request bodies over HTTP", () => {
  it("reads a body sent with Content-Length", async () => {
    const res = await send("POST", "/apis/users/register", [JSON.stringify({ name: "Aung Aung" })]);
    expect(res.status).toBe(400);
    expect(json(res).error.fields).toHaveProperty("email");
  });

  it("reads a chunked body", async () => {
    const res = await send("POST", "/apis/users/register", ['{"name":', '"Aung Aung"}'], { chunked: true });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(json(res).error.fields).toHaveProperty("email");
  });

  it("answers 413 for a declared length over 100 KB, without reading it", async () => {
    const res = await send("POST", "/apis/users/register", [big]);
    expect(res.status).toBe(413);
    expect(json(res)).toMatchObject({ success: false, error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  it("answers 413 for a chunked body once it passes 100 KB, and closes the connection", async () => {
    const chunks = Array.from({ length: 12 }, () => "x".repeat(10 * 1024));
    const res = await send("POST", "/apis/users/register", ['{"name":"', ...chunks, '"}'], { chunked: true });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(json(res).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await send("POST", "/apis/users/register", ['{"name": '], { chunked: true });
    expect(res.status).toBe(400);
    expect(json(res).success).toBe(false);
  });
});

describe("compressed answers over HTTP", () => {
  it("gzips a large JSON answer for a client that accepts it, and says so", async () => {
    const res = await send("GET", "/apis/openapi.json", [], { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toContain("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(gunzipSync(res.body).toString("utf8")).openapi).toBe("3.1.0");
  });

  it("sends the same search answer plain or gzipped as the client asks", async () => {
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const path = `/apis/flights/search/one-ways?travelType=1&from=RGN&to=MDL&departureDate=${day}&adults=1`;
    const plain = await send("GET", path, []);
    const zipped = await send("GET", path, [], { headers: { "accept-encoding": "gzip" } });
    const again = await send("GET", path, [], { headers: { "accept-encoding": "gzip" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const offers = json(plain);
    expect(offers.data.length).toBeGreaterThan(0);
    expect(JSON.parse(gunzipSync(zipped.body).toString("utf8"))).toEqual(offers);
    expect(again.body.equals(zipped.body)).toBe(true);
  });

  it("leaves small answers uncompressed", async () => {
    const res = await send("GET", "/apis/health", [], { headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(json(res)).toEqual({ status: "ok", db: "ok" });
  });
});
