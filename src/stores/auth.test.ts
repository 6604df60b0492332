import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine as shareTestStorage,
} from "@nanostores/persistent";
import { cleanStores } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logout as logoutRoute } from "../../server/routes/auth/auth.routes.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { createTestUser } from "../../server/testing/users.ts";
import { routeFetchTo } from "../api/testing.ts";
import { user as account } from "../domain/test-data.ts";
import {
  $auth,
  $signOutReason,
  $token,
  $tokenExpiresAt,
  $user,
  clearIfExpired,
  setAuth,
  TOKEN_LIFETIME_MS,
} from "./auth.ts";
import { $currency, setCurrency } from "./currency.ts";
import { logout } from "./logout.ts";
import { $now, CLOCK_TICK_MS } from "./now.ts";

// localStorage as another tab shares it: setTestStorageKey is what a `storage` event delivers.
shareTestStorage();

const user = account({ name: "Aye" });

/** Watches $auth as the header does, and lets the test stop watching. */
function watch() {
  const seen: boolean[] = [];
  const stop = $auth.subscribe((auth) => seen.push(auth.isAuthenticated));
  return { seen, stop };
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await logout();
  $signOutReason.set(null);
  cleanTestStorage();
  // Unmount at once (nanostores waits a second), so each test starts with no clock running.
  cleanStores($auth, $now);
});

describe("the session", () => {
  it("is authenticated only with a live token and a user", () => {
    expect($auth.get().isAuthenticated).toBe(false);
    setAuth({ jwt: "t", user });
    expect($auth.get()).toEqual({ token: "t", user, isAuthenticated: true });
    expect(getTestStorage()).toMatchObject({ token: "t", user: JSON.stringify(user) });
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

  it("writes a login in one batch: watchers see one change", () => {
    const { seen, stop } = watch();
    setAuth({ jwt: "t", user });
    expect(seen).toEqual([false, true]);
    stop();
  });

  it("logout forgets the session and revokes the token on the server", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      return new Response('{"success":true}', { headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    setAuth({ jwt: "secret", user });
    await logout();
    expect($token.get()).toBeNull();
    expect(getTestStorage()).toEqual({});
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

describe("expiry on a clock", () => {
  it("signs out within a minute of expiry, with the reason, while watched", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const { seen, stop } = watch();
    setAuth({ jwt: "t", user, expiresAt: Date.now() + 90_000 });
    vi.advanceTimersByTime(CLOCK_TICK_MS);
    expect($auth.get().isAuthenticated).toBe(true);
    expect($signOutReason.get()).toBeNull();
    vi.advanceTimersByTime(CLOCK_TICK_MS);
    expect(seen.at(-1)).toBe(false);
    expect($token.get()).toBeNull();
    expect($user.get()).toBeNull();
    expect($signOutReason.get()).toBe("expired");
    expect(getTestStorage()).toEqual({});
    stop();
  });

  it("runs no timer while nobody watches the session", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const { stop } = watch();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    // nanostores unmounts a store one second after its last listener leaves.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("signs out a session that expired while the page slept, as soon as it is watched", () => {
    setTestStorageKey("token", "t");
    setTestStorageKey("token_expires_at", String(Date.now() - 1000));
    setTestStorageKey("user", JSON.stringify(user));
    const { seen, stop } = watch();
    expect(seen).toEqual([false]);
    expect($token.get()).toBeNull();
    expect($signOutReason.get()).toBe("expired");
    stop();
  });
});

describe("another tab", () => {
  it("signing out signs this tab out", () => {
    const { seen, stop } = watch();
    setAuth({ jwt: "t", user });
    // What the other tab's logout does to the shared localStorage, one key at a time.
    for (const key of ["token", "token_expires_at", "user"]) setTestStorageKey(key, undefined);
    expect(seen.at(-1)).toBe(false);
    expect($auth.get()).toEqual({ token: null, user: null, isAuthenticated: false });
    expect($signOutReason.get()).toBeNull();
    stop();
  });

  it("signing in signs this tab in", () => {
    const { seen, stop } = watch();
    setTestStorageKey("token_expires_at", String(Date.now() + TOKEN_LIFETIME_MS));
    setTestStorageKey("user", JSON.stringify(user));
    setTestStorageKey("token", "t2");
    expect(seen.at(-1)).toBe(true);
    expect($auth.get().user).toEqual(user);
    stop();
  });
});

describe("a token without a user", () => {
  const t = setUpTestContext();

  function storeTokenOnly(token: string) {
    setTestStorageKey("token_expires_at", String(Date.now() + TOKEN_LIFETIME_MS));
    setTestStorageKey("token", token);
  }

  it("gets its user back from the server", async () => {
    routeFetchTo(t);
    const { user: row, token } = await createTestUser(t, { name: "Restored Person" });
    storeTokenOnly(token);
    const { stop } = watch();
    await vi.waitFor(() => expect($auth.get().isAuthenticated).toBe(true));
    expect($user.get()).toMatchObject({ id: row.id, name: "Restored Person", email: row.email });
    stop();
  });

  it("is cleared when the server refuses the token", async () => {
    routeFetchTo(t);
    const { token } = await createTestUser(t);
    expect((await t.api(logoutRoute, { token })).status).toBe(200);
    storeTokenOnly(token);
    const { stop } = watch();
    await vi.waitFor(() => expect($token.get()).toBeNull());
    expect($signOutReason.get()).toBe("rejected");
    expect($tokenExpiresAt.get()).toBeNull();
    stop();
  });

  it("is cleared when it names no user", async () => {
    storeTokenOnly("not-a-jwt");
    const { stop } = watch();
    await vi.waitFor(() => expect($token.get()).toBeNull());
    expect($signOutReason.get()).toBe("rejected");
    stop();
  });

  it("is kept, unauthenticated, while the server cannot be reached", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("offline");
    });
    vi.stubGlobal("fetch", fetch);
    const { token } = await createTestUser(t);
    storeTokenOnly(token);
    const { stop } = watch();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($token.get()).toBe(token);
    expect($auth.get().isAuthenticated).toBe(false);
    stop();
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
