import { outbox } from "./account-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("forgot password: the e-mailed code sets a new password that signs in @phone", async ({
  page,
  customer: { user },
  baseURL,
}) => {
  await page.goto("/forgetpassword");
  await expect(
    page.getByText("Enter your email account and request OTP code to recover your password"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your email").first()).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("OTP code has been sent to your email").first()).toBeVisible();

  let code = "";
  await expect(async () => {
    const mail = (await outbox(baseURL)).findLast((m) => m.to.includes(user.email));
    code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();

  await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
  await page.getByLabel(/^New password/).fill("Brand-new-9");
  await page.getByLabel("Confirm password").fill("Brand-new-9");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Invalid or expired code").first()).toBeVisible();

  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await page.getByLabel(/^Password/).fill("Brand-new-9");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
});
