import { expect, test } from "@playwright/test";
import { accountMy } from "../../src/i18n/my/account.ts";
import { bookingMy } from "../../src/i18n/my/booking.ts";
import { consoleErrors } from "./account-helpers.ts";
import { holdAppCode } from "./app-helpers.ts";

// Each app page is built with the app's own screen in its first state and hydrated: the form is
// there before the app's code has come, and what the visitor does meanwhile is not lost.

test.describe("an app page shows its screen before the app's code has come", () => {
  test("a traveller signs in on the form as the page came; the press waits for the code and signs in", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const release = await holdAppCode(page);
    await page.goto("/login?next=/profile", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await page.getByLabel("Email").fill("demo@flights.example.mm");
    await page.getByLabel(/^Password/).fill("Demo12345!");
    await page.getByLabel(/^Password/).press("Enter");
    // Held, not sent as a plain form: the password never goes into the address.
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)profile$/);
    release();
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(errors).toEqual([]);
  });

  test("/my/login is in Myanmar from the first paint, and signing in returns to the Myanmar page", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const release = await holdAppCode(page);
    await page.goto("/my/login?next=/my/profile", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountMy["account.login.title"] ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
    const email = page.locator("input[name=email]");
    await email.fill("demo@flights.example.mm");
    await page.locator("input[name=password]").fill("Demo12345!");
    await page.getByRole("button", { name: accountMy["account.login.submit"] }).click();
    release();
    await expect(page).toHaveURL(/\/my\/profile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.profile.title"] ?? "",
    );
    expect(errors).toEqual([]);
  });

  test("a button pressed before the code has come is answered once it has, and what was typed stays", async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto("/signupagent", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email").fill("agent-first@example.com");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "password");
    release();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Email")).toHaveValue("agent-first@example.com");
  });

  test("a link followed before the code has come keeps where the visitor was going", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto("/login?next=/profile", { waitUntil: "domcontentloaded" });
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    release();
    await expect(page).toHaveURL(/\/signup\?next=%2Fprofile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up");
  });

  test("a signed-out visitor on /my/ticket is sent to sign in, in Myanmar, to come back there", async ({
    page,
  }) => {
    await page.goto("/my/ticket");
    await expect(page).toHaveURL(/\/my\/login\?next=%2Fmy%2Fticket$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountMy["account.login.title"] ?? "");
    await expect(page.getByRole("main")).not.toContainText(bookingMy["app.unexpectedError"] ?? "");
  });
});
