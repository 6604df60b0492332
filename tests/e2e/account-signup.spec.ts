import { expect, test } from "@playwright/test";
import { TEST_PASSWORD } from "../../src/domain/test-data.ts";
import { consoleErrors, uniqueEmail } from "./account-helpers.ts";

test("a traveller signs up, then signs in with the new account @phone", async ({ page }) => {
  const errors = consoleErrors(page);
  const email = uniqueEmail("new");
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Nandar Hlaing");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+95 9 420 333 444");
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "text");
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page.getByText("Registration successful")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("the third-party button says it is not available yet", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Continue with another account" }).click();
  await expect(page.getByText("Signing up with another account is not available yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Register for Agent" })).toHaveAttribute(
    "href",
    "/signupagent",
  );
});
