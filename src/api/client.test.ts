import { afterEach, describe, expect, it, vi } from "vitest";
import { $token } from "../stores/auth.ts";
import { ApiError, errorMessage, worthRetrying } from "./api-error.ts";
import { apiRequest } from "./client.ts";

const strings = {
  "error.network": "offline",
  "error.timeout": "slow",
  "error.generic": "generic",
};

function answer(status: number, body: string, type = "application/json") {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    return new Response(body, { status, headers: { "Content-Type": type } });
  });
}

/** Takes any JSON body as it is. */
const asIs = (body: unknown) => body;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

afterEach(() => {
  vi.unstubAllGlobals();
  $token.set(null);
});

describe("apiRequest", () => {
  it("sends JSON with the stored Bearer token and returns the body", async () => {
    const fetch = answer(200, '{"success":true,"data":[1]}');
    vi.stubGlobal("fetch", fetch);
    $token.set("abc");
    await expect(apiRequest("/apis/x", asIs, { method: "POST", body: { a: 1 } })).resolves.toEqual({
      success: true,
      data: [1],
    });
    const request = fetch.mock.calls[0];
    const headers = new Headers(request?.[1]?.headers);
    expect(headers.get("authorization")).toBe("Bearer abc");
    expect(headers.get("content-type")).toContain("application/json");
    expect(request?.[1]?.body).toBe('{"a":1}');
  });

  it("sends no Authorization header without a token", async () => {
    const fetch = answer(200, "{}");
    vi.stubGlobal("fetch", fetch);
    await apiRequest("/apis/x", asIs);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has("authorization")).toBe(false);
  });

  it("turns the contract's error JSON into an http ApiError", async () => {
    const body = { success: false, message: "Bad input", error: { code: "BAD", fields: { email: "x" } } };
    vi.stubGlobal("fetch", answer(400, JSON.stringify(body)));
    const error = await failure(apiRequest("/apis/x", asIs));
    expect(error).toMatchObject({ kind: "http", status: 400, code: "BAD", message: "Bad input" });
    expect(error.fields).toEqual({ email: "x" });
    expect(errorMessage(error, strings)).toBe("Bad input");
  });

  it("explains a 429 and a rejected e-mail in the visitor's language", async () => {
    const local = { ...strings, "error.tooMany": "slow down", "error.email": "bad e-mail" };
    vi.stubGlobal("fetch", answer(429, '{"success":false,"message":"Too many requests"}'));
    expect(errorMessage(await failure(apiRequest("/apis/x", asIs)), local)).toBe("slow down");
    const invalid = { success: false, message: "Invalid email", error: { fields: { email: "Invalid" } } };
    vi.stubGlobal("fetch", answer(400, JSON.stringify(invalid)));
    expect(errorMessage(await failure(apiRequest("/apis/x", asIs)), local)).toBe("bad e-mail");
    expect(errorMessage(await failure(apiRequest("/apis/x", asIs)), strings)).toBe("Invalid email");
  });

  it("reports a server error with the generic text", async () => {
    vi.stubGlobal("fetch", answer(500, '{"success":false,"message":"Something went wrong"}'));
    expect(errorMessage(await failure(apiRequest("/apis/x", asIs)), strings)).toBe("generic");
  });

  it("reports an unreadable answer as a parse error", async () => {
    vi.stubGlobal("fetch", answer(200, "<html>", "text/plain"));
    expect((await failure(apiRequest("/apis/x", asIs))).kind).toBe("parse");
    vi.stubGlobal("fetch", answer(502, "<html><body><h1>502 Bad Gateway</h1></body></html>", "text/html"));
    expect(await failure(apiRequest("/apis/x", asIs))).toMatchObject({ kind: "parse", status: null });
  });

  it("answers what the decoder reads, and reports a body it refuses as unreadable", async () => {
    const count = (body: unknown) =>
      typeof body === "object" && body !== null && "count" in body && typeof body.count === "number"
        ? body.count
        : undefined;
    vi.stubGlobal("fetch", answer(200, '{"count":3}'));
    await expect(apiRequest("/apis/x", count)).resolves.toBe(3);
    vi.stubGlobal("fetch", answer(200, '{"count":"3"}'));
    const error = await failure(apiRequest("/apis/x", count));
    expect(error).toMatchObject({ kind: "parse", message: "The server's answer could not be read" });
    expect(errorMessage(error, strings)).toBe("generic");
  });

  it("reports a call its caller stopped (no longer waiting) as a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        throw init?.signal?.reason;
      }),
    );
    const controller = new AbortController();
    controller.abort();
    expect((await failure(apiRequest("/apis/x", asIs, { signal: controller.signal }))).kind).toBe("timeout");
  });

  it("reports a failed connection as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const error = await failure(apiRequest("/apis/x", asIs));
    expect(error.kind).toBe("network");
    expect(errorMessage(error, strings)).toBe("offline");
  });

  it("reports a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("timed out", "TimeoutError");
      }),
    );
    const error = await failure(apiRequest("/apis/x", asIs));
    expect(error.kind).toBe("timeout");
    expect(errorMessage(error, strings)).toBe("slow");
  });
});

describe("worthRetrying", () => {
  it("says a failed connection, a timeout, a server fault or a rate limit may pass; a refusal does not", () => {
    expect(worthRetrying(new ApiError("network", "Network Error"))).toBe(true);
    expect(worthRetrying(new ApiError("timeout", "timeout"))).toBe(true);
    expect(worthRetrying(new ApiError("http", "busy", { status: 503 }))).toBe(true);
    expect(worthRetrying(new ApiError("http", "slow down", { status: 429 }))).toBe(true);
    expect(worthRetrying(new ApiError("http", "Departure date cannot be in the past", { status: 400 }))).toBe(
      false,
    );
    expect(worthRetrying(new ApiError("http", "Not found", { status: 404 }))).toBe(false);
  });
});
