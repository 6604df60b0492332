import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dropFormDraft, keepFormDraft, readFormDraft } from "./form-draft.ts";

/** This tab's sessionStorage as a browser keeps it: strings under keys (Node has none). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const slot = globalThis as { sessionStorage?: unknown };
beforeEach(() => {
  slot.sessionStorage = new MemoryStorage();
});
afterEach(() => {
  delete slot.sessionStorage;
});

describe("a form's values kept through a sign-in", () => {
  it("come back for the user who typed them, until dropped", () => {
    keepFormDraft("profile", "u1", { name: "Mya Mya", phoneNumber: "+959420000111" });
    expect(readFormDraft("profile", "u1")).toEqual({ name: "Mya Mya", phoneNumber: "+959420000111" });
    expect(readFormDraft("profile", "u1")).not.toBeNull();
    dropFormDraft("profile");
    expect(readFormDraft("profile", "u1")).toBeNull();
  });

  it("are never shown to another user signing in in the same tab", () => {
    keepFormDraft("top-up", "u1", { amount: "50", method: "kpay" });
    expect(readFormDraft("top-up", "u2")).toBeNull();
  });

  it("are kept per form", () => {
    keepFormDraft("top-up", "u1", { amount: "50", method: "kpay" });
    expect(readFormDraft("profile", "u1")).toBeNull();
  });

  it("read as none when the stored record is not one (hand-edited, another version)", () => {
    for (const stored of ["{", "null", "[]", '{"userId":"u1"}', '{"userId":"u1","values":{"amount":5}}']) {
      (slot.sessionStorage as MemoryStorage).setItem("formDraft:top-up", stored);
      expect(readFormDraft("top-up", "u1")).toBeNull();
    }
  });

  it("keep nothing, and throw nothing, when storage is blocked", () => {
    Object.defineProperty(slot, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(() => keepFormDraft("profile", "u1", { name: "A" })).not.toThrow();
    expect(readFormDraft("profile", "u1")).toBeNull();
    expect(() => dropFormDraft("profile")).not.toThrow();
  });
});
