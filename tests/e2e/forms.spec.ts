import { expect, test } from "@playwright/test";

const unique = () => `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe("subscribe", () => {
  test("reaches the API and says so", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("[data-subscribe-form]");
    const email = form.getByLabel("Your e-mail address");
    const posted = page.waitForResponse(
      (r) => r.url().endsWith("/apis/subscribe") && r.request().method() === "POST",
    );
    await email.fill(unique());
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({ email: expect.stringContaining("@example.com") });
    await expect(form.getByRole("status")).toHaveText("Thank you! You are subscribed.");
    await expect(email).toHaveValue("");
  });

  test("sends the page's language, so the server answers in it", async ({ page }) => {
    await page.goto("/my/");
    const form = page.locator("[data-subscribe-form]");
    const posted = page.waitForRequest((r) => r.url().endsWith("/apis/subscribe") && r.method() === "POST");
    await form.getByLabel("သင့် အီးမေးလ်လိပ်စာ").fill(unique());
    await form.getByRole("button", { name: "စာရင်းသွင်းမည်" }).click();
    expect((await posted).headers()["accept-language"]).toBe("my");
    await expect(form.getByRole("status")).toHaveText("ကျေးဇူးတင်ပါသည်။ သင် စာရင်းသွင်းပြီးပါပြီ။");
  });

  test("keeps the address and explains a failure", async ({ page }) => {
    await page.route("**/apis/subscribe", (route) => route.abort("internetdisconnected"));
    await page.goto("/my/");
    const form = page.locator("[data-subscribe-form]");
    await form.getByLabel("သင့် အီးမေးလ်လိပ်စာ").fill("kept@example.com");
    await form.getByRole("button", { name: "စာရင်းသွင်းမည်" }).click();
    await expect(form.getByRole("alert")).toContainText("ဆာဗာသို့ ဆက်သွယ်၍ မရပါ");
    await expect(form.getByLabel("သင့် အီးမေးလ်လိပ်စာ")).toHaveValue("kept@example.com");
  });
});

test.describe("contact", () => {
  test("requires name and e-mail, then reaches the API and says so", async ({ page }) => {
    await page.goto("/contact/");
    const form = page.locator("[data-contact-form]");
    await expect(form.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("required", "");
    await expect(form.getByLabel("What can we help with?")).toHaveAttribute(
      "placeholder",
      "Type here your message",
    );

    await form.getByRole("button", { name: "Submit" }).click();
    expect(
      await form.getByLabel("Name").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);

    await form.getByLabel("Name").fill("Aye Aye");
    await form.getByLabel("Email").fill(unique());
    await form.getByLabel("What can we help with?").fill("Can I change my return date?");
    const posted = page.waitForResponse(
      (r) => r.url().endsWith("/apis/contact") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await posted).status()).toBe(201);
    await expect(form.getByRole("status")).toHaveText(
      "Thank you! Your message has been sent. We will reply by e-mail.",
    );
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("shows the server's error and keeps what was typed", async ({ page }) => {
    await page.route("**/apis/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          message: "Something went wrong",
          error: { code: "INTERNAL" },
        }),
      }),
    );
    await page.goto("/contact/");
    const form = page.locator("[data-contact-form]");
    await form.getByLabel("Name").fill("Aye Aye");
    await form.getByLabel("Email").fill("aye@example.com");
    await form.getByLabel("What can we help with?").fill("Hello");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await expect(form.getByLabel("What can we help with?")).toHaveValue("Hello");
  });
});
