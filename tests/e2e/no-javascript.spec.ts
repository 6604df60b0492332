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
});
