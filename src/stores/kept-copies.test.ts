import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { user } from "../domain/test-data.ts";
import { $tokenExpiresAt, clearAuth, clearIfExpired, clearRefusedSession, setAuth, signOut } from "./auth.ts";
import {
  KEPT_CACHE,
  keepBooking,
  keepEticket,
  keptBooking,
  keptBookingsOf,
  keptCopiesOwner,
  keptEticket,
} from "./kept-copies.ts";
import { logout } from "./logout.ts";

/**
 * The browser's Cache Storage, which Node does not have: caches of Request-keyed Responses, as
 * the app uses them (open, put, match, keys, delete). The boundary the browser test crosses for real.
 */
class MemoryCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    const url = (key: string | Request) => (typeof key === "string" ? key : key.url);
    return {
      put: async (key: string, response: Response) => void entries.set(key, response.clone()),
      match: async (key: string | Request) => entries.get(url(key))?.clone(),
      keys: async () => [...entries.keys()].map((key) => new Request(key)),
      delete: async (key: string | Request) => entries.delete(url(key)),
    };
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

let storage: MemoryCacheStorage;
const always = () => true;
/** The kept copies' addresses, once every deletion asked for has been done. */
const entries = async () => {
  await keptCopiesOwner();
  return [...(storage.caches.get(KEPT_CACHE)?.keys() ?? [])].map((key) => new URL(key).pathname);
};
const alice = user({ id: "user-a" });
const bob = user({ id: "user-b" });

beforeEach(() => {
  storage = new MemoryCacheStorage();
  Object.assign(globalThis, { caches: storage });
});
afterEach(async () => {
  clearAuth();
  await entries();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, "caches");
});

/** Alice signed in, with booking FB1 and its e-ticket kept. */
async function aliceKeepsFB1() {
  setAuth({ jwt: "token-a", user: alice });
  await keepBooking("user-a", "FB1", { id: "FB1" }, always);
  await keepEticket("user-a", "FB1", new Blob(["%PDF-1.7"]), always);
  expect(await entries()).toHaveLength(2);
}

describe("kept copies", () => {
  it("give a booking and its e-ticket back to the user who kept them, and to no one else", async () => {
    await keepBooking("user-a", "FB1", { id: "FB1" }, always);
    await keepEticket("user-a", "FB1", new Blob(["%PDF-1.7"]), always);
    expect((await keptBooking("user-a", "FB1"))?.record).toEqual({ id: "FB1" });
    expect(Date.parse((await keptBooking("user-a", "FB1"))?.savedAt ?? "")).not.toBeNaN();
    expect(await (await keptEticket("user-a", "FB1"))?.text()).toBe("%PDF-1.7");
    expect(await keptBooking("user-b", "FB1")).toBeNull();
    expect(await keptEticket("user-b", "FB1")).toBeNull();
  });

  it("list one user's kept bookings, not their e-tickets and never another user's", async () => {
    await keepBooking("user-a", "FB1", { id: "FB1" }, always);
    await keepEticket("user-a", "FB1", new Blob(["%PDF-1.7"]), always);
    await keepBooking("user-a", "FB/2", { id: "FB/2" }, always);
    await keepBooking("user-b", "FB3", { id: "FB3" }, always);
    const listed = await keptBookingsOf("user-a");
    expect(listed.map((k) => k.bookingId).sort()).toEqual(["FB/2", "FB1"]);
    expect(listed.find((k) => k.bookingId === "FB1")?.record).toEqual({ id: "FB1" });
    expect(listed.every((k) => !Number.isNaN(Date.parse(k.savedAt)))).toBe(true);
    expect((await keptBookingsOf("user-c")).length).toBe(0);
  });

  it("are not left behind when someone else signed in while one was being saved", async () => {
    await keepBooking("user-a", "FB1", { id: "FB1" }, () => false);
    expect(await entries()).toEqual([]);
  });

  it("outlive a session that expired, and say whose they are", async () => {
    await aliceKeepsFB1();
    expect(clearIfExpired(($tokenExpiresAt.get() ?? 0) + 1)).toBe(true);
    expect(await entries()).toHaveLength(2);
    expect(await keptCopiesOwner()).toBe("user-a");
    expect((await keptBooking("user-a", "FB1"))?.record).toEqual({ id: "FB1" });
    signOut("expired");
    expect(await entries()).toHaveLength(2);
  });

  it("outlive a call refused after the token's expiry, not one refused before it (a revoked token)", async () => {
    await aliceKeepsFB1();
    clearRefusedSession(($tokenExpiresAt.get() ?? 0) + 1);
    expect(await entries()).toHaveLength(2);
    setAuth({ jwt: "token-a2", user: alice });
    clearRefusedSession(($tokenExpiresAt.get() ?? 0) - 1000);
    expect(await entries()).toEqual([]);
    expect(await keptCopiesOwner()).toBeNull();
  });

  it("are deleted by signing out, even offline, and by a token the server no longer accepts", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    for (const end of [() => logout(), () => clearAuth(), () => signOut("rejected")]) {
      await aliceKeepsFB1();
      await end();
      expect(await entries()).toEqual([]);
      expect(await keptBooking("user-a", "FB1")).toBeNull();
      expect(await keptEticket("user-a", "FB1")).toBeNull();
    }
  });

  it("are deleted when someone else signs in, even after the session expired; kept when the same user does", async () => {
    await aliceKeepsFB1();
    signOut("expired");
    setAuth({ jwt: "token-a2", user: alice });
    expect(await entries()).toHaveLength(2);
    signOut("expired");
    setAuth({ jwt: "token-b", user: bob });
    expect(await entries()).toEqual([]);
    expect(await keptCopiesOwner()).toBeNull();
  });

  it("being saved while the session expires is kept; while signing out, it is not", async () => {
    setAuth({ jwt: "token-a", user: alice });
    const expiring = keepBooking("user-a", "FB1", { id: "FB1" }, always);
    signOut("expired");
    await expiring;
    expect(await entries()).toEqual(["/kept/user-a/FB1/record"]);
    setAuth({ jwt: "token-a2", user: alice });
    const signingOut = keepBooking("user-a", "FB2", { id: "FB2" }, always);
    clearAuth();
    await signingOut;
    expect(await entries()).toEqual([]);
  });
});
