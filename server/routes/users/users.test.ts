import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RegistrationPayload } from "../../../src/domain/account.ts";
import { registration, TEST_PASSWORD } from "../../../src/domain/test-data.ts";
import { users } from "../../db/schema/accounts.ts";
import { expectStatus, type OffContract, offContract, setUpTestContext } from "../../testing/harness.ts";
import { register as registerRoute } from "./users.routes.ts";

const t = setUpTestContext();

const register = (body: RegistrationPayload | OffContract, headers?: Record<string, string>) =>
  t.api(registerRoute, { body, headers });
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe("POST /apis/users/register", () => {
  it("creates a customer and answers 201 with the public user", async () => {
    const body = registration({
      name: "Aung Aung",
      email: "  Thida@Example.MM ",
      phoneNumber: "+95 9 123 456 789",
    });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Registration successful",
      data: {
        user: {
          id: expect.any(String),
          name: "Aung Aung",
          email: "thida@example.mm",
          phoneNumber: "+959123456789",
          isAgent: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`hash|scrypt|${TEST_PASSWORD}`, "i"));
  });

  it("creates an agent when isAgent is true", async () => {
    const res = expectStatus(await register(registration({ isAgent: true })), 201);
    expect(res.body.data.user.isAgent).toBe(true);
  });

  it("answers 409 for an e-mail already registered in any case", async () => {
    await register(registration({ email: "twice@example.mm" }));
    const res = await register(registration({ email: "TWICE@example.MM" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      error: { code: "EMAIL_TAKEN", message: "An account with this email already exists" },
    });
  });

  it("lets exactly one of two racing registrations for one e-mail succeed", async () => {
    const [a, b] = await Promise.all([
      register(registration({ email: "race@example.mm" })),
      register(registration({ email: "RACE@example.mm" })),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
  });

  it("answers 400 'Passwords do not match' and writes nothing", async () => {
    const before = await userCount();
    const res = expectStatus(await register(registration({ confirmPassword: "Secret123?" })), 400);
    expect(res.body.message).toBe("Passwords do not match");
    expect(res.body.error).toMatchObject({
      message: "Passwords do not match",
      fields: { confirmPassword: "Passwords do not match" },
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["a short password", { password: "short12", confirmPassword: "short12" }, "password"],
    ["a missing name", { name: undefined }, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a name over 100 characters", { name: "n".repeat(101) }, "name"],
    ["an e-mail over 254 characters", { email: `${"e".repeat(250)}@x.mm` }, "email"],
    ["a malformed e-mail", { email: "not-an-email" }, "email"],
    ["a number in a string field", { name: 42 }, "name"],
    ["a string in the boolean field", { isAgent: "yes" }, "isAgent"],
    ["a bad phone number", { phoneNumber: "12ab" }, "phoneNumber"],
    ["an unknown field", { role: "admin" }, "role"],
  ])("answers 400 with error.fields for %s, writing nothing", async (_, overrides, field) => {
    const before = await userCount();
    const res = expectStatus(await register(offContract({ ...registration(), ...overrides })), 400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it("answers 400 for malformed JSON and for a non-object body", async () => {
    const res = await t.api(registerRoute, { rawBody: '{"name": "Aung",' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: expect.any(String) } });
    const list = await register(offContract([1, 2]));
    expect(list.status).toBe(400);
  });

  it("answers 413 for a body over 100 KB", async () => {
    const res = await register(registration({ name: "x".repeat(101 * 1024) }));
    expect(res.status).toBe(413);
  });

  it("stores the password as a scrypt hash and the e-mail lower-cased", async () => {
    await register(registration({ email: "Hash@Example.mm" }));
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "hash@example.mm"));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it("remembers a Myanmar-speaking browser's language for later mail", async () => {
    await register(registration({ email: "my@example.mm" }), {
      "accept-language": "my-MM,my;q=0.9,en;q=0.5",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "my@example.mm"));
    expect(row?.locale).toBe("my");
  });
});
