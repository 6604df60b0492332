import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { health } from "./routes/health/health.routes.ts";
import { createTestContext, setUpTestContext, type TestContext, testEnv } from "./testing/harness.ts";
import { readOpenApi } from "./testing/openapi-document.ts";

const t = setUpTestContext();

/** Runs `work` against a second app whose environment adds `fields`, and closes it. */
async function withApp(fields: Record<string, string>, work: (app: TestContext) => Promise<void>) {
  const other = await createTestContext({ env: testEnv(fields) });
  try {
    await work(other);
  } finally {
    await other.close();
  }
}

describe("the API shell", () => {
  it("answers health with the database checked", async () => {
    const res = await t.api(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", db: "ok" });
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/);
  });

  it("answers an unknown API path with the contract's JSON 404", async () => {
    const res = await t.call("GET", "/apis/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("keeps a caller's request id", async () => {
    const res = await t.api(health, { headers: { "x-request-id": "trace-abc-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-abc-123");
  });

  it("answers 413 in the contract's shape for a body over 100 KB", async () => {
    const res = await t.call("POST", "/apis/health", {
      rawBody: JSON.stringify({ x: "a".repeat(110 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: { code: "PAYLOAD_TOO_LARGE" } });
  });

  it("serves the OpenAPI document and its rendered page", async () => {
    const doc = await readOpenApi(t);
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/apis/health");
    const page = await t.call("GET", "/apis/docs");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("swagger-ui");
  });

  it("gzips API answers of 1 KB and more when the client accepts it, and only those", async () => {
    const big = await t.app.request("/apis/openapi.json", {
      headers: { "accept-encoding": "gzip, deflate" },
    });
    expect(big.status).toBe(200);
    expect(big.headers.get("content-encoding")).toBe("gzip");
    expect(big.headers.get("vary")).toContain("Accept-Encoding");
    expect(big.headers.get("x-content-type-options")).toBe("nosniff");
    const doc = JSON.parse(gunzipSync(new Uint8Array(await big.arrayBuffer())).toString("utf8"));
    expect(doc.openapi).toBe("3.1.0");
    const small = await t.app.request("/apis/health", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ status: "ok", db: "ok" });
    const plain = await t.app.request("/apis/openapi.json", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(((await plain.json()) as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("sends security headers on every answer", async () => {
    const res = await t.api(health);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("CORS for a site hosted elsewhere", () => {
  it("lets only the configured origins call the API from a browser", async () => {
    await withApp({ CORS_ORIGINS: "https://flights.example.mm" }, async (other) => {
      const allowed = await other.call("OPTIONS", "/apis/health", {
        headers: { origin: "https://flights.example.mm", "access-control-request-method": "GET" },
      });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://flights.example.mm");
      const refused = await other.api(health, { headers: { origin: "https://evil.example" } });
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  it("lets the configured origins send an Idempotency-Key (top-up and booking carry one)", async () => {
    await withApp({ CORS_ORIGINS: "https://flights.example.mm" }, async (other) => {
      const preflight = await other.call("OPTIONS", "/apis/customers/wallet/topup", {
        headers: {
          origin: "https://flights.example.mm",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, authorization, idempotency-key",
        },
      });
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain(
        "idempotency-key",
      );
    });
  });

  it("sends no CORS headers when no origin is configured (same origin only)", async () => {
    const res = await t.api(health, { headers: { origin: "https://flights.example.mm" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("HSTS behind a proxy that reports HTTPS", () => {
  it("sends Strict-Transport-Security on API answers and errors when TRUST_PROXY and X-Forwarded-Proto: https", async () => {
    await withApp({ TRUST_PROXY: "1" }, async (proxied) => {
      for (const path of ["/apis/health", "/apis/no-such-thing"]) {
        const res = await proxied.call("GET", path, { headers: { "x-forwarded-proto": "https" } });
        expect(res.headers.get("strict-transport-security"), path).toBe(
          "max-age=31536000; includeSubDomains",
        );
      }
      const plain = await proxied.api(health, { headers: { "x-forwarded-proto": "http" } });
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    });
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted: anyone can write it", async () => {
    const res = await t.api(health, { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});
