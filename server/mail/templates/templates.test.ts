import { describe, expect, it } from "vitest";
import { contactMessageMail } from "./contact-message.ts";
import { escapeHtml } from "./layout.ts";
import { localeFromHeader, mailLocale, pageLocale } from "./locale.ts";
import { passwordResetMail } from "./password-reset.ts";

describe("mail templates", () => {
  it("write the reset code mail in English and Myanmar, as text and HTML", () => {
    const en = passwordResetMail("en", { name: "Aung", code: "042917", minutes: 10 });
    expect(en.subject).toBe("Your password reset code: 042917");
    expect(en.text).toContain("Hello Aung");
    expect(en.text).toContain("042917");
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain("042917");

    const my = passwordResetMail("my", { name: "Aung", code: "042917", minutes: 10 });
    expect(my.subject).toContain("042917");
    expect(my.text).toMatch(/[\u1000-\u109F]/);
    expect(my.text).toContain("10 မိနစ်");
    expect(my.html).toContain('<html lang="my">');
  });

  it("escape what people typed, and keep the subject on one line", () => {
    const mail = contactMessageMail({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      message: "<script>alert(1)</script> & more",
      receivedAt: new Date("2026-11-21T10:00:00Z"),
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(mail.text).toContain("<script>alert(1)</script> & more");
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
  });

  it("pick Myanmar only when the browser asks for it first", () => {
    expect(localeFromHeader("my-MM,my;q=0.9,en;q=0.8")).toBe("my");
    expect(localeFromHeader("my")).toBe("my");
    expect(localeFromHeader("en-US,my;q=0.5")).toBe("en");
    expect(localeFromHeader(undefined)).toBe("en");
    expect(localeFromHeader("mya")).toBe("en");
    expect(mailLocale("my")).toBe("my");
    expect(mailLocale("fr")).toBe("en");
  });

  it("write in the page's language when the request names it, else in the user's", () => {
    expect(pageLocale("my", "en")).toBe("my");
    expect(pageLocale("en", "my")).toBe("en");
    expect(pageLocale(undefined, "my")).toBe("my");
    expect(pageLocale(" ", "my")).toBe("my");
    expect(pageLocale(undefined, null)).toBe("en");
  });
});
