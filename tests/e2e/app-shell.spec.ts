import { expect, test } from "@playwright/test";
import { accountEn } from "../../src/i18n/en/account.ts";
import { bookingEn } from "../../src/i18n/en/booking.ts";
import { paymentEn } from "../../src/i18n/en/payment.ts";
import { resultsEn } from "../../src/i18n/en/results.ts";
import { ticketEn } from "../../src/i18n/en/ticket.ts";
import { resultsMy } from "../../src/i18n/my/results.ts";

import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/** Dictionary entries (`"key":`) of an area found in a script: its texts, in either language. */
const entriesOf = (texts: object, script: string) =>
  Object.keys(texts).filter((key) => new RegExp(`["'\`]${key.replaceAll(".", "\\.")}["'\`]:`).test(script));

// The booking app's shell: guard, error boundary, lazy screens, language in the address, in-app links.
test.describe("the booking app shell @phone", () => {
  test("a signed-out visitor on a protected route is sent to sign in, replacing the history entry", async ({
    page,
  }) => {
    await page.goto("/about");
    for (const [path, next] of [
      ["/profile", "%2Fprofile"],
      ["/bookinghistory", "%2Fbookinghistory"],
      ["/ticket", "%2Fticket"],
      ["/booking-detail/FB123", "%2Fbooking-detail%2FFB123"],
    ]) {
      await page.goto(path ?? "/");
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${next}$`));
    }
    // In Myanmar, to the Myanmar sign-in page and back to the Myanmar page.
    await page.goto("/my/booking-detail/FB123");
    await expect(page).toHaveURL(/\/my\/login\?next=%2Fmy%2Fbooking-detail%2FFB123$/);
    await page.goBack();
    // Back skips the protected page itself: its entry was replaced by /login.
    await expect(page).toHaveURL(/\/login\?next=%2Fbooking-detail%2FFB123$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
  });

  test("a screen that fails shows 'Unexpected Application Error!' with the error text", async ({ page }) => {
    await page.route(/\/_assets\/ChangeScreen\.[^/]+\.js$/, (route) => route.abort());
    // The page's one reload for code that did not come (code-not-loaded.spec.ts) has just been made.
    await page.goto("/about");
    await page.evaluate(() => sessionStorage.setItem("reloadedForCode", String(Date.now())));
    await page.goto("/flights/change");
    const alert = page.getByRole("alert").filter({ hasText: "Unexpected Application Error!" });
    await expect(alert).toBeVisible();
    await expect(alert.locator("pre")).toContainText(/ChangeScreen|dynamically imported module|fetch/i);
    await expect(page.locator("footer")).toContainText("2024");
    // The connection is back: Try again downloads the screen anew and shows it.
    await page.unroute(/\/_assets\/ChangeScreen\.[^/]+\.js$/);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a page downloads only its own screen's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/flights/change");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => /ChangeScreen/.test(url))).toBe(true);
    for (const other of ["TicketScreen", "PaymentScreen", "ResultsScreen", "WalletScreen", "datepicker"]) {
      expect(scripts.filter((url) => url.includes(other))).toEqual([]);
    }
  });

  test("/my/flights downloads the results texts in Myanmar and no other area's", async ({ page }) => {
    await storeSearch(page, bangkokTrip(), "my");
    const scripts: Array<Promise<string>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/my/flights");
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ရှာဖွေတွေ့ရှိသော");
    await page.waitForLoadState("networkidle");
    const code = (await Promise.all(scripts)).join("\n");
    // The detection works: the results area's Myanmar texts are among the downloads.
    expect(entriesOf(resultsMy, code).length).toBeGreaterThan(20);
    expect(code).toContain(resultsMy["results.sortedBy"] ?? "(no Myanmar text)");
    for (const texts of [accountEn, ticketEn, paymentEn]) expect(entriesOf(texts, code)).toEqual([]);
    // Nor the results area's English, which a Myanmar page does not show (its sentences that
    // the shell's English texts do not also have).
    const shell = new Set<string>(Object.values(bookingEn));
    const english = Object.values(resultsEn).filter(
      (text) => /^[\w ,.'-]{16,}$/.test(text) && !shell.has(text),
    );
    expect(english.length).toBeGreaterThan(5);
    expect(english.filter((text) => code.includes(text))).toEqual([]);
  });

  test("links to app routes open inside the app without a page load", async ({ page, isMobile }) => {
    test.skip(isMobile, "the sign-in link sits in the phone menu; the desktop header is enough here");
    await page.goto("/flights/change");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.locator("header").getByRole("link", { name: "SignIn" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/flights\/change$/);
  });

  test("an unknown app path answers the 404 page", async ({ page }) => {
    const response = await page.goto("/booking-detail/FB1/extra");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
