import { expect, TEST_PASSWORD, test } from "./fixtures.ts";

// The first test reads the name's initials (AC).
test.use({ customerSignUp: { name: "Aye Chan" } });

test("profile edits are saved and kept after a reload", async ({ signedIn: page }) => {
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

test("the password changes only with the right current password", async ({
  signedIn: page,
  customer,
  request,
}) => {
  await page.goto("/profile");
  await page.getByLabel("Current password").fill("wrong-password");
  await page.getByLabel(/^New password/).fill("Another-pass-1");
  await page.getByLabel("Confirm password").fill("Another-pass-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  // The current password again is refused at the field: it would only sign other sessions out.
  await page.getByLabel("Current password").fill(TEST_PASSWORD);
  await page.getByLabel(/^New password/).fill(TEST_PASSWORD);
  await page.getByLabel("Confirm password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByLabel(/^New password/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The new password must be different from the current one")).toBeVisible();
  await page.getByLabel(/^New password/).fill("Another-pass-1");
  await page.getByLabel("Confirm password").fill("Another-pass-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "Your password has been changed." }),
  ).toBeVisible();
  const login = await request.post("/apis/auth/login", {
    data: { email: customer.user.email, password: "Another-pass-1" },
  });
  expect(login.status()).toBe(200);
});

test("a name typed in Zawgyi is saved in Unicode; one too long and a phone in Myanmar digits are handled at the field", async ({
  signedIn: page,
}) => {
  await page.goto("/about/");
  await page.evaluate(() => localStorage.setItem("language", "my"));
  await page.goto("/profile");
  const name = page.locator("#profile-name");
  await name.fill("A".repeat(101));
  await page.locator("form button[type=submit]").first().click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("အမည်သည် စာလုံး ၁၀၀ ထက် မပိုရပါ")).toBeVisible();

  await name.fill("ေဒၚခင္ခင္ေအး");
  await page.locator("#profile-phone").fill("၀၉ ၇၈၁၂ ၃၄၅၆၇");
  await page.locator("form button[type=submit]").first().click();
  await expect(
    page.locator("p[role=status]").filter({ hasText: "သင့်ပရိုဖိုင်ကို သိမ်းပြီးပါပြီ။" }).first(),
  ).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue("ဒေါ်ခင်ခင်အေး");
  await expect(page.locator("#profile-phone")).toHaveValue("09781234567");
});
