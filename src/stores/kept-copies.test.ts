import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { user } from "../domain/test-data.ts";
import { clearAuth, setAuth, signOut } from "./auth.ts";
import { KEPT_CACHE, keepBooking, keepEticket, keptBooking, keptEticket } from "./kept-copies.ts";

/**
 * The browser's Cache Storage, which Node does not have: caches of Request-keyed Responses, as
 * the app uses them (open, put, match, delete). The boundary the browser test crosses for real.
 */
class MemoryCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    return {
      put: async (key: string, response: Response) => void entries.set(key, response.clone()),
      match: async (key: string) => entries.get(key)?.clone(),
    };
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
}

let storage: MemoryCacheStorage;
const always = () => true;
const entries = () => [...(storage.caches.get(KEPT_CACHE)?.keys() ?? [])];

beforeEach(() => {
  storage = new MemoryCacheStorage();
  Object.assign(globalThis, { caches: storage });
});
afterEach(() => {
  clearAuth();
  Reflect.deleteProperty(globalThis, "caches");
});

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

  it("are not left behind when the session ended while one was being saved", async () => {
    await keepBooking("user-a", "FB1", { id: "FB1" }, () => false);
    expect(entries()).toEqual([]);
  });

  it("are all deleted when the session ends, however it ends", async () => {
    for (const end of [() => clearAuth(), () => signOut("expired"), () => signOut("rejected")]) {
      setAuth({ jwt: "token-a", user: user({ id: "user-a" }) });
      await keepBooking("user-a", "FB1", { id: "FB1" }, always);
      expect(entries()).toHaveLength(1);
      end();
      expect(entries()).toEqual([]);
      expect(await keptBooking("user-a", "FB1")).toBeNull();
    }
  });

  it("are deleted when someone else signs in on the same browser, kept when the same user does", async () => {
    setAuth({ jwt: "token-a", user: user({ id: "user-a" }) });
    await keepBooking("user-a", "FB1", { id: "FB1" }, always);
    setAuth({ jwt: "token-a2", user: user({ id: "user-a" }) });
    expect(entries()).toHaveLength(1);
    setAuth({ jwt: "token-b", user: user({ id: "user-b" }) });
    expect(entries()).toEqual([]);
  });
});
