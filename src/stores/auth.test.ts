import { afterEach, describe, expect, it, vi } from "vitest";
import { $auth, $token, clearIfExpired, setAuth, TOKEN_LIFETIME_MS } from "./auth.ts";
import { $currency, setCurrency } from "./currency.ts";
import { logout } from "./logout.ts";

const user = { id: "u1", name: "Aye", email: "aye@example.com", phoneNumber: "959", isAgent: false };

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe("the session", () => {
  it("is authenticated only with a live token and a user", () => {
    expect($auth.get().isAuthenticated).toBe(false);
    setAuth({ jwt: "t", user });
    expect($auth.get()).toEqual({ token: "t", user, isAuthenticated: true });
  });

  it("uses the server's expiry, or 2 hours", () => {
    const now = Date.now();
    setAuth({ jwt: "t", user });
    expect(clearIfExpired(now + TOKEN_LIFETIME_MS - 1000)).toBe(false);
    expect(clearIfExpired(now + TOKEN_LIFETIME_MS + 1000)).toBe(true);
    expect($auth.get().isAuthenticated).toBe(false);
    setAuth({ jwt: "t", user, expiresAt: new Date(now - 1).toISOString() });
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it("logout forgets the session and revokes the token on the server", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      return new Response('{"success":true}', { headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    setAuth({ jwt: "secret", user });
    await logout();
    expect($token.get()).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toContain("/apis/auth/logout");
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get("authorization")).toBe("Bearer secret");
  });

  it("logout still signs out when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    setAuth({ jwt: "t", user });
    await logout();
    expect($auth.get().isAuthenticated).toBe(false);
  });
});

describe("the currency", () => {
  it("defaults to USD and accepts only MMK or USD", () => {
    expect($currency.get()).toBe("USD");
    setCurrency("MMK");
    expect($currency.get()).toBe("MMK");
    setCurrency("EUR");
    expect($currency.get()).toBe("USD");
  });
});
