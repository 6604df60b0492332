import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPayment } from "../routes/customers/customers.routes.ts";
import { expectStatus, offContract, setUpTestContext } from "../testing/harness.ts";
import { readOpenApi } from "../testing/openapi-document.ts";
import { createTestUser } from "../testing/users.ts";
import { listen } from "./node-listen.ts";

/** Issue 13: statuses the server answered without the contract's JSON, or did not document. */
const t = setUpTestContext();
let server: http.Server;
let port: number;
beforeAll(async () => {
  server = await listen(t.app.fetch, { port: 0, hostname: "127.0.0.1", log: t.deps.log });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("405 on a known path", () => {
  it("answers 405 with Allow and the contract's JSON for a method the path does not take", async () => {
    const res = await t.call("DELETE", "/apis/customers/wallet");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.body).toMatchObject({ success: false, error: { code: "METHOD_NOT_ALLOWED" } });
    const booking = await t.call("PUT", "/apis/flights/booking/abc");
    expect(booking.status).toBe(405);
    expect(booking.headers.get("allow")).toBe("GET, HEAD");
    expect((await t.call("GET", "/apis/no-such-thing")).status).toBe(404);
  });
});

describe("431 for oversized headers", () => {
  it("answers the contract's JSON with a request id", async () => {
    const res = await get("/apis/health", { "x-big": "a".repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.headers["x-request-id"]).toMatch(/.{8,}/);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: "HEADERS_TOO_LARGE" } });
  });
});

describe("check-payment's invalid input", () => {
  it("carries rpCode and rpMessage as its other failures do", async () => {
    const { token, user } = await createTestUser(t);
    const res = expectStatus(
      await t.api(checkPayment, { token, body: offContract({ userId: user.id }) }),
      400,
    );
    expect(res.body).toMatchObject({
      success: false,
      rpCode: "VALIDATION_FAILED",
      rpMessage: expect.any(String),
    });
  });
});

describe("the OpenAPI document", () => {
  it("lists the 400, 415 and check-payment statuses the server answers", async () => {
    const { paths } = await readOpenApi(t);
    expect(paths["/apis/airports"]?.get?.responses).toHaveProperty("400");
    for (const path of ["/apis/flights/booking/{id}", "/apis/flights/booking/{id}/eticket.pdf"])
      expect(paths[path]?.get?.responses).toHaveProperty("400");
    expect(paths["/apis/flights/booking/send-email/{id}"]?.post?.responses).toHaveProperty("400");
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops))
        if (op.requestBody) expect(op.responses, `${method} ${path}`).toHaveProperty("415");
  });

  it("says what the fields accept", async () => {
    const { paths } = await readOpenApi(t);
    const params = paths["/apis/flights/search/one-ways"]?.get?.parameters ?? [];
    const param = (name: string) => params.find((p) => p.name === name)?.schema;
    expect(param("adults")?.pattern).toBeDefined();
    expect(param("departureDate")?.format).toBe("date");
    expect(param("travelClass")?.enum).toContain("BUSINESS");
    expect(param("travelType")?.enum).toEqual(["1", "2"]);
    const register = paths["/apis/users/register"]?.post?.requestBody?.content?.["application/json"]?.schema;
    expect(register?.properties?.email?.format).toBe("email");
    expect(register?.properties?.phoneNumber?.pattern).toBeDefined();
  });
});
