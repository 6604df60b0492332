import { expect, test } from "@playwright/test";

test.describe("FAQs", () => {
  test("five disclosures open and close with the keyboard", async ({ page }) => {
    await page.goto("/contact/");
    const faqs = page.locator("#faqs details");
    await expect(faqs).toHaveCount(5);
    const first = faqs.first();
    const summary = first.locator("summary");
    await expect(summary).toHaveText("How do I reschedule a flight booking?");
    await expect(first.getByText("Request Reschedule")).toBeHidden();

    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText("Request Reschedule")).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");

    await page.keyboard.press("Tab");
    await expect(faqs.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(faqs.nth(1)).toHaveAttribute("open", "");
  });

  test("the Myanmar page has its own five FAQs", async ({ page }) => {
    await page.goto("/my/contact/");
    await expect(page.locator("#faqs details")).toHaveCount(5);
    await expect(page.locator("#faqs summary").first()).toContainText("ရက်ပြောင်း");
  });
});
