import { randomUUID } from "node:crypto";
import { TEST_PASSWORD } from "../../src/domain/test-data.ts";
import { hashPassword } from "../auth/password.ts";
import { issueSession } from "../auth/sessions.ts";
import { users } from "../db/schema/accounts.ts";
import type { TestContext } from "./harness.ts";

let counter = 0;

/** An account a test made, signed in. */
export type TestUser = Awaited<ReturnType<typeof createTestUser>>;

/**
 * Inserts a user straight into the database and signs them in.
 * @example const { user, token } = await createTestUser(t, { name: "Aung Aung" });
 */
export async function createTestUser(
  t: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  counter += 1;
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const [user] = await t.database.db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `Test User ${counter}`,
      email: `user${counter}.${randomUUID().slice(0, 6)}@example.com`,
      phoneNumber: "959123456789",
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  const session = await issueSession(t.deps, user.id);
  return { user, token: session.token, jti: session.jti, password };
}
