import { expect, test } from "@playwright/test";
import { TEST_PASSWORD } from "../../src/domain/test-data.ts";
import { uniqueEmail } from "./account-helpers.ts";

test("an agent signs up with the same checks and hidden passwords, and is marked Agent", async ({ page }) => {
  const email = uniqueEmail("agent");
  await page.goto("/signupagent");
  await expect(page.getByRole("heading", { name: "Sign up for Agent" })).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  // Every empty field is marked at once, not one per press.
  for (const label of ["Name", "Email", "Phone number", /^Password/, "Confirm password"])
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill("Golden Travel Agency");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+95 9 777 888 999");
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(`${TEST_PASSWORD}x`);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/login\?email=/);

  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("header [data-account-agent]").first()).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Agent", { exact: true }).first()).toBeVisible();
});
