import { expect, test } from "@playwright/test";
import { consoleErrors } from "./account-helpers.ts";

test("the demo traveller signs in and the header shows the account @phone", async ({ page, isMobile }) => {
  const errors = consoleErrors(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill("demo@flights.example.mm");
  await page.getByLabel(/^Password/).fill("Demo12345!");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/forgetpassword",
  );
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  if (!isMobile) {
    await page.getByRole("button", { name: /Account/ }).click();
    await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "SignIn" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  }
  expect(errors).toEqual([]);
});
