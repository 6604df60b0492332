import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, subscribers } from "../../db/schema/accounts.ts";
import { expectStatus, type OffContract, offContract, setUpTestContext } from "../../testing/harness.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { contact, subscribe } from "./marketing.routes.ts";

const t = setUpTestContext();

const signUp = (body: { email: string } | OffContract) => t.api(subscribe, { body });
const sendMessage = (body: { name: string; email: string; message: string } | OffContract) =>
  t.api(contact, { body });

const messageCount = async () =>
  (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe("POST /apis/subscribe", () => {
  it("stores the e-mail once, answering 201 both times", async () => {
    const first = await signUp({ email: "News@Example.mm" });
    const second = await signUp({ email: " news@example.MM " });
    for (const res of [first, second]) {
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
    }
    const rows = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "news@example.mm"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["a blank e-mail", { email: "  " }],
    ["a malformed e-mail", { email: "news" }],
    ["a number", { email: 42 }],
    ["an unknown field", { email: "a@b.mm", name: "x" }],
    ["an e-mail over 254 characters", { email: `${"n".repeat(250)}@b.mm` }],
  ])("answers 400 for %s", async (_, body) => {
    const res = expectStatus(await signUp(offContract(body)), 400);
    expect(res.body.error.fields).toBeDefined();
  });

  it("answers 429 after 5 sign-ups for one e-mail within 10 minutes", async () => {
    const body = { email: "again@example.mm" };
    for (let i = 0; i < 5; i += 1) expect((await signUp(body)).status).toBe(201);
    expect((await signUp(body)).status).toBe(429);
  });
});

describe("POST /apis/contact", () => {
  it("stores the message and mails it to support with Reply-To the sender", async () => {
    const body = { name: "Ko <b>Ko</b>", email: "KoKo@Example.mm", message: "When can I\nreschedule?" };
    const res = await sendMessage(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "koko@example.mm"));
    expect(row).toMatchObject({ name: "Ko <b>Ko</b>", message: "When can I\nreschedule?" });
    const mail = (await readOutbox(t)).find((m) => m.to === t.deps.env.SUPPORT_EMAIL);
    expect(mail?.subject).toBe("Contact form: message from Ko <b>Ko</b>");
    expect(mail?.headers["reply-to"]).toBe("koko@example.mm");
    expect(mail?.text).toContain("When can I\nreschedule?");
    expect(mail?.html).toContain("Ko &lt;b&gt;Ko&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>Ko</b>");
  });

  it.each([
    ["a missing name", { email: "a@b.mm", message: "Hi" }],
    ["a name over 100 characters", { name: "n".repeat(101), email: "a@b.mm", message: "Hi" }],
    ["a message over 5,000 characters", { name: "A", email: "a@b.mm", message: "m".repeat(5001) }],
    ["a blank message", { name: "A", email: "a@b.mm", message: "   " }],
    ["a number as message", { name: "A", email: "a@b.mm", message: 5 }],
    ["an unknown field", { name: "A", email: "a@b.mm", message: "Hi", phone: "1" }],
  ])("answers 400 for %s and stores nothing", async (_, body) => {
    const before = await messageCount();
    const res = await sendMessage(offContract(body));
    expect(res.status).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it("accepts a message of exactly 5,000 characters", async () => {
    const res = await sendMessage({ name: "Long", email: "long@example.mm", message: "m".repeat(5000) });
    expect(res.status).toBe(201);
  });

  it("answers 429 after 5 messages from one e-mail", async () => {
    const body = { name: "Spam", email: "spam@example.mm", message: "Buy now" };
    for (let i = 0; i < 5; i += 1) expect((await sendMessage(body)).status).toBe(201);
    const limited = await sendMessage(body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
