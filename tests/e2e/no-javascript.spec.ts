import { expect, test } from "@playwright/test";

test.describe("without JavaScript @phone", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages read and work: links, FAQs, every testimonial, plain forms", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const fallbackNav = page.locator("header noscript nav");
    await expect(fallbackNav.getByRole("link", { name: "Myanmar", exact: true })).toHaveAttribute(
      "href",
      "/my/",
    );
    await expect(page.getByText("Kyaw Zin Htet")).toBeVisible();
    await expect(page.getByText("Emma Clarke")).toBeVisible();
    const subscribe = page.locator("[data-subscribe-form]");
    await expect(subscribe).toHaveAttribute("method", "post");
    await expect(subscribe).toHaveAttribute("action", /\/apis\/subscribe$/);

    await page.goto("/contact/");
    const faq = page.locator("#faqs details").first();
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
    await expect(page.locator("[data-contact-form]")).toHaveAttribute("action", /\/apis\/contact$/);
  });

  test("subscribe and contact send as plain forms and show their success message", async ({ page }) => {
    await page.goto("/");
    await page.locator("#subscribe-email").fill(`plain-${Date.now()}@example.mm`);
    await page.locator("[data-subscribe-form] button[type=submit]").click();
    await expect(page).toHaveURL(/\/#subscribed$/);
    await expect(page.locator("#subscribed")).toBeVisible();

    await page.goto("/contact/");
    const contact = page.locator("[data-contact-form]");
    await contact.locator("[name=name]").fill("Su Su");
    await contact.locator("[name=email]").fill("su@example.mm");
    await contact.locator("[name=message]").fill("When does the Bagan flight leave?");
    await contact.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/contact\/?#contact-sent$/);
    await expect(page.locator("#contact-sent")).toBeVisible();
  });
});
