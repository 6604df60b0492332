import { expect, test } from "@playwright/test";

test.describe("the product shell @phone", () => {
  test("home page renders with header and footer and no console errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toContainText("2024");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(errors).toEqual([]);
  });

  test("an unknown page answers the 404 page with status 404", async ({ page }) => {
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the API answers health through the same origin", async ({ request }) => {
    const res = await request.get("/apis/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });
});
