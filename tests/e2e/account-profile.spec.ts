import { expect, test } from "@playwright/test";
import { createAccount, PASSWORD, useSession } from "./account-helpers.ts";

test("profile edits are saved and kept after a reload", async ({ page, request }) => {
  const session = await createAccount(request, { name: "Aye Chan" });
  await useSession(page, session);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect(page.locator("main").getByText("AC", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "My Profile" })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Name").fill("Aye Chan Moe");
  await page.getByLabel("Phone number").fill("+95 9 111 222 333");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "Your profile has been saved." }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Aye Chan Moe");
  await expect(page.getByLabel("Phone number")).toHaveValue("+959111222333");
  await expect(page.getByText("ACM", { exact: true })).toHaveCount(0);
  await expect(page.locator("main").getByText("AM", { exact: true }).first()).toBeVisible();
});

test("the password changes only with the right current password", async ({ page, request }) => {
  const session = await createAccount(request);
  await useSession(page, session);
  await page.goto("/profile");
  await page.getByLabel("Current password").fill("wrong-password");
  await page.getByLabel(/^New password/).fill("Another-pass-1");
  await page.getByLabel("Confirm password").fill("Another-pass-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "Your password has been changed." }),
  ).toBeVisible();
  const login = await request.post("/apis/auth/login", {
    data: { email: session.user.email, password: "Another-pass-1" },
  });
  expect(login.status()).toBe(200);
});
