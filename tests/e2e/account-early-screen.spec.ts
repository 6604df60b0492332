import { expect, test } from "@playwright/test";
import { accountMy } from "../../src/i18n/my/account.ts";
import { consoleErrors } from "./account-helpers.ts";
import { holdAppCode } from "./app-helpers.ts";

test.describe("the sign-in pages draw their form before the app's code arrives", () => {
  test("a traveller signs in on the page's own form; the app takes over and sends it", async ({ page }) => {
    const errors = consoleErrors(page);
    const release = await holdAppCode(page);
    await page.goto("/login?next=/profile", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Email").fill("demo@flights.example.mm");
    await page.getByLabel(/^Password/).fill("Demo12345!");
    await page.getByLabel(/^Password/).press("Enter");
    // Held, not sent as a plain form: the password never goes into the address.
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$|\/login\?next=\/profile$/);
    await expect(early).toBeVisible();
    release();
    await expect(page.getByText("Login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(early).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("in Myanmar; what was typed and the focus move to the app's form", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.addInitScript(() => localStorage.setItem("language", "my"));
    const release = await holdAppCode(page);
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(accountMy["account.login.title"] ?? "");
    await expect(page.getByRole("button", { name: accountMy["account.login.submit"] })).toBeVisible();
    const email = page.locator("input[name=email]");
    await email.fill("someone@example.com");
    release();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountMy["account.login.title"] ?? "");
    await expect(email).toHaveValue("someone@example.com");
    await expect(email).toBeFocused();
    // The app's form works: an empty password is refused with the app's own message.
    await page.getByRole("button", { name: accountMy["account.login.submit"] }).click();
    await expect(page.locator("input[name=password]")).toHaveAttribute("aria-invalid", "true");
    expect(errors).toEqual([]);
  });

  test("the agent's sign-up form keeps what was typed when the app takes over", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto("/signupagent", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#early-screen form")).toBeVisible();
    await page.getByLabel("Email").fill("agent-early@example.com");
    // A button pressed before the app is there is pressed by the app when it takes over.
    await page.getByRole("button", { name: "Show password" }).first().click();
    release();
    await expect(page.locator("#early-screen")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue("agent-early@example.com");
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "text");
  });

  test("a link followed before the app is there keeps where the visitor was going", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto("/login?next=/profile", { waitUntil: "domcontentloaded" });
    await page.locator("#early-screen").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    release();
    await expect(page).toHaveURL(/\/signup\?next=%2Fprofile$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign up");
  });
});
