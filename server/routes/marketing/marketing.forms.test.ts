import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, subscribers } from "../../db/schema/accounts.ts";
import { setUpTestContext } from "../../testing/harness.ts";

// A plain form post is not the JSON body the OpenAPI documents: these go through the raw call.
const t = setUpTestContext();

const form = (fields: Record<string, string>, referer = "http://localhost/contact") => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", referer, origin: "http://localhost" },
});

describe("the forms without JavaScript (plain form posts)", () => {
  it("subscribes and sends the visitor back to the page at #subscribed", async () => {
    const res = await t.call(
      "POST",
      "/apis/subscribe",
      form({ email: "plain@example.mm" }, "http://localhost/my/"),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost/my/#subscribed");
    const [row] = await t.database.db.select({ n: count() }).from(subscribers);
    expect(row?.n).toBe(1);
  });

  it("stores a contact message and comes back at #contact-sent", async () => {
    const res = await t.call(
      "POST",
      "/apis/contact",
      form({ name: "Su", email: "su@example.mm", message: "Hello" }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://localhost/contact#contact-sent");
    const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
    expect(row?.n).toBe(1);
  });

  it("answers bad input with a readable page and stores nothing", async () => {
    const before = (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n;
    const res = await t.call("POST", "/apis/contact", form({ name: "", email: "nope", message: "" }));
    expect(res.status).toBe(400);
    expect(String(res.body)).toContain("Please check the form");
    const after = (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n;
    expect(after).toBe(before);
  });

  it("never redirects to another site", async () => {
    const res = await t.call(
      "POST",
      "/apis/subscribe",
      form({ email: "x@example.mm" }, "https://evil.example/"),
    );
    expect(res.headers.get("location")).toBe("/#subscribed");
  });
});
