import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./account-helpers.ts";
import { announcements } from "./announcements.ts";

test("passwords that do not match are refused before any call", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/apis/users/register")) calls.push(request.url());
  });
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Ko Ko");
  await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
  await page.getByLabel("Phone number").fill("959420333444");
  await page.getByLabel(/^Password/).fill("Secret123!");
  await page.getByLabel("Confirm password").fill("Secret123?");
  await page.getByRole("button", { name: "Register" }).click();
  const confirm = page.getByLabel("Confirm password");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" }).first()).toBeVisible();
  // Shown as a toast too, but read out once.
  await expect(page.getByRole("status").filter({ hasText: "Passwords do not match" })).toBeVisible();
  expect(await announcements(page, "Passwords do not match")).toBe(1);
  expect(calls).toEqual([]);
  await expect(page).toHaveURL(/\/signup$/);
});
