import type { APIRequestContext } from "@playwright/test";
import type { Session } from "./account-helpers.ts";
import { appScreenShown } from "./app-helpers.ts";
import { expect, TEST_PASSWORD, test } from "./fixtures.ts";

/** Revokes the session's token on the server, as a logout elsewhere or an expiry would end it. */
async function revoke(request: APIRequestContext, session: Session) {
  const res = await request.post("/apis/auth/logout", {
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  expect(res.ok()).toBe(true);
}

test.describe("what was typed when the session ended comes back after signing in", () => {
  test("the profile's name and phone, after Save was refused", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    await page.goto("/profile");
    await appScreenShown(page);
    await page.getByLabel(/^Name/).fill("Mya Mya Win");
    await page.getByLabel(/^Phone number/).fill("+959420000777");
    await revoke(request, customer);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

    await page.getByLabel("Email").fill(customer.user.email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue("Mya Mya Win");
    await expect(page.getByLabel(/^Phone number/)).toHaveValue("+959420000777");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your profile has been saved.").first()).toBeVisible();

    // Leaving the page while signed in keeps nothing: an unsaved edit is not shown next time.
    await page.getByLabel(/^Name/).fill("Not Saved");
    await page.getByRole("link", { name: "Booking History" }).first().click();
    await expect(page).toHaveURL(/\/bookinghistory$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue("Mya Mya Win");
  });

  test("the top-up's amount and method, never the card's details", async ({
    signedIn: page,
    customer,
    context,
  }) => {
    await page.goto("/wallet/creditcard");
    await appScreenShown(page);
    await page.getByRole("radio", { name: "Mastercard" }).check();
    await page.getByLabel(/^Amount/).fill("75");
    await page.getByLabel(/^Card number/).fill("4242 4242 4242 4242");
    // Another tab signs out: this one's session ends under the form.
    const other = await context.newPage();
    await other.goto("/about/");
    await other.evaluate(() => localStorage.removeItem("token"));
    await other.close();
    await page.getByRole("main").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fwallet%2Fcreditcard$/);

    await page.getByLabel("Email").fill(customer.user.email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/wallet\/creditcard$/);
    await expect(page.getByLabel(/^Amount/)).toHaveValue("75");
    await expect(page.getByRole("radio", { name: "Mastercard" })).toBeChecked();
    await expect(page.getByLabel(/^Card number/)).toHaveValue("");
  });
});
