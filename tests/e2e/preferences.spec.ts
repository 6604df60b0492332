import { expect, test } from "@playwright/test";

test.describe("language", () => {
  test("switching keeps the page, both ways, and the choice is remembered", async ({ page }) => {
    await page.goto("/about/");
    await page.locator("header summary", { hasText: "English" }).click();
    await page.getByRole("link", { name: "Myanmar", exact: true }).click();
    await expect(page).toHaveURL(/\/my\/about\/?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("my");

    // The remembered choice takes an English URL to the Myanmar page.
    await page.goto("/contact/");
    await expect(page).toHaveURL(/\/my\/contact\/?$/);

    await page.locator("header summary", { hasText: "မြန်မာ" }).click();
    await page.getByRole("link", { name: "အင်္ဂလိပ်", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
    await expect(page).not.toHaveURL(/\/my\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the phone Settings panel switches language on the same page @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact/");
    await page.getByRole("button", { name: "Open settings" }).click();
    const panel = page.getByRole("dialog", { name: "Settings" });
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Myanmar", exact: true }).click();
    await expect(page).toHaveURL(/\/my\/contact\/?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
  });
});

test.describe("currency and country", () => {
  test("default to USD and Myanmar, and persist across a reload and across pages", async ({ page }) => {
    await page.goto("/");
    const currency = page.getByRole("combobox", { name: "Currency" });
    const country = page.getByRole("combobox", { name: "Country" });
    await expect(currency).toHaveValue("USD");
    await expect(country).toHaveValue("myanmar");
    await currency.selectOption("MMK");
    await country.selectOption("foreigner");
    // A choice made before the header's script has run is saved once it has (deferred-modules.ts).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("app_currency"))).toBe("MMK");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("country"))).toBe("foreigner");

    await page.reload();
    await expect(currency).toHaveValue("MMK");
    await expect(country).toHaveValue("foreigner");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("MMK");

    await page.goto("/my/contact/");
    await expect(page.getByRole("combobox", { name: "ငွေကြေး" })).toHaveValue("MMK");
    await expect(page.getByRole("combobox", { name: "နိုင်ငံ" })).toHaveValue("foreigner");
  });

  test("the currency list is fetched from the API and cached", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => request.url().includes("/apis/currency") && calls.push(request.url()));
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("app_currencies"))).toContain('"MMK"');
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(calls).toHaveLength(1);
  });

  test("the phone Settings panel changes the same stored currency @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open settings" }).click();
    await page
      .getByRole("dialog", { name: "Settings" })
      .getByRole("combobox", { name: "Currency" })
      .selectOption("MMK");
    await page.keyboard.press("Escape");
    await page.goto("/about/");
    await page.getByRole("button", { name: "Open settings" }).click();
    await expect(
      page.getByRole("dialog", { name: "Settings" }).getByRole("combobox", { name: "Currency" }),
    ).toHaveValue("MMK");
  });
});
