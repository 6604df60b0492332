import { describe, expect, it } from "vitest";
import { storedSignedInUser } from "./auth-record.ts";

const user = { id: "u1", name: "Su Su", email: "su@example.mm", phoneNumber: "959420000999", isAgent: false };
const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe("storedSignedInUser", () => {
  const now = 1_000_000;
  it("answers the user of a live token, as $auth decides", () => {
    const items = { token: "jwt", token_expires_at: String(now + 1), user: JSON.stringify(user) };
    expect(storedSignedInUser(storage(items), now)).toEqual(user);
  });

  it("answers null for an expired token, no token, or no readable user", () => {
    const items = { token: "jwt", token_expires_at: String(now + 1), user: JSON.stringify(user) };
    expect(storedSignedInUser(storage({ ...items, token_expires_at: String(now) }), now)).toBeNull();
    expect(storedSignedInUser(storage({ ...items, token: "" }), now)).toBeNull();
    expect(storedSignedInUser(storage({ ...items, user: "{" }), now)).toBeNull();
    expect(storedSignedInUser(storage({ ...items, token_expires_at: "soon" }), now)).toBeNull();
  });
});
