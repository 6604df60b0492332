import { expect, test } from "@playwright/test";
import { announcements } from "./announcements.ts";

test("a wrong password says so and keeps the visitor on the form", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@flights.example.mm");
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first(),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Invalid email or password" })).toBeVisible();
  expect(await announcements(page, "Invalid email or password")).toBe(1);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("an empty form asks for the e-mail first", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByText("Please enter your email")).toBeVisible();
});
