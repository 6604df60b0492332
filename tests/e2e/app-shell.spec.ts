import { expect, test } from "@playwright/test";
import { accountEn } from "../../src/i18n/en/account.ts";
import { bookingEn } from "../../src/i18n/en/booking.ts";
import { paymentEn } from "../../src/i18n/en/payment.ts";
import { resultsEn } from "../../src/i18n/en/results.ts";
import { ticketEn } from "../../src/i18n/en/ticket.ts";
import { accountMy } from "../../src/i18n/my/account.ts";
import { resultsMy } from "../../src/i18n/my/results.ts";
import { appScreenShown, openLanguageSwitch } from "./app-helpers.ts";
import { bangkokTrip, storeSearch } from "./search-helpers.ts";

/** Dictionary entries (`"key":`) of an area found in a script: its texts, in either language. */
const entriesOf = (texts: object, script: string) =>
  Object.keys(texts).filter((key) => new RegExp(`["'\`]${key.replaceAll(".", "\\.")}["'\`]:`).test(script));

// The booking app's shell: guard, error boundary, lazy screens, language in place, in-app links.
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
    // Back skips the protected page itself: its entry was replaced by /login.
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?next=%2Fticket$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
  });

  test("a screen that fails shows 'Unexpected Application Error!' with the error text", async ({ page }) => {
    await page.route(/\/_assets\/ChangeScreen\.[^/]+\.js$/, (route) => route.abort());
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
    await appScreenShown(page);
    expect(scripts.some((url) => /ChangeScreen/.test(url))).toBe(true);
    for (const other of ["TicketScreen", "PaymentScreen", "ResultsScreen", "WalletScreen", "datepicker"]) {
      expect(scripts.filter((url) => url.includes(other))).toEqual([]);
    }
  });

  test("/flights in Myanmar downloads the results texts in Myanmar and no other area's; English comes with the switch", async ({
    page,
    isMobile,
  }) => {
    await storeSearch(page, bangkokTrip(), "my");
    const scripts: Array<Promise<string>> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/flights");
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
    // Switched to English, the screen shows the English texts, downloaded then.
    await openLanguageSwitch(page, isMobile);
    await page.locator("button[data-language=en]:visible").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\d+ Result flights$/);
    await expect(page.getByText(resultsEn["results.sortedBy"] ?? "(no English text)").first()).toBeVisible();
  });

  test("the app starting in the language already shown leaves the header, footer and <html lang> as they are", async ({
    page,
  }) => {
    await storeSearch(page, bangkokTrip(), "my");
    // Every change to the page's translated texts and labels, and to <html lang>, once drawn.
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { chromeChanges: string[] }).chromeChanges = changes;
      document.addEventListener("DOMContentLoaded", () => {
        const translated = "[data-t], [data-t-label], [data-t-alt], button[data-language]";
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            if (target === document.documentElement) changes.push(`html ${record.attributeName}`);
            else if (target?.closest(translated)) changes.push(`${target.tagName} ${record.type}`);
          }
        }).observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
          attributeFilter: ["lang", "aria-label", "alt", "aria-pressed"],
        });
      });
    });
    await page.goto("/flights");
    await appScreenShown(page);
    await expect(page.locator("footer")).toContainText("ဆက်သွယ်ရန်");
    expect(
      await page.evaluate(() => (window as unknown as { chromeChanges: string[] }).chromeChanges),
    ).toEqual([]);
  });

  test("the language switch changes the app in place and is remembered", async ({ page, isMobile }) => {
    await page.goto("/flights/change");
    await appScreenShown(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change a booking");
    await openLanguageSwitch(page, isMobile);
    // The switch says which language is shown: English, then Myanmar once pressed.
    const english = page.locator("button[data-language=en]:visible").first();
    const myanmar = page.locator("button[data-language=my]:visible").first();
    await expect(english).toHaveAttribute("aria-pressed", "true");
    await expect(myanmar).toHaveAttribute("aria-pressed", "false");
    await myanmar.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ဘွတ်ကင် ပြောင်းလဲရန်");
    await expect(page).toHaveURL(/\/flights\/change$/);
    await expect(page.locator("button[data-language=my]").first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("button[data-language=en]").first()).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).toHaveAttribute("lang", "my");
    // The header and footer switch with the app, before and after a reload, the store badges'
    // names too.
    await expect(page.locator("footer").getByRole("link", { name: "ကျွန်ုပ်တို့အကြောင်း" })).toBeVisible();
    await expect(page.locator("footer").getByRole("img", { name: "Android တွင် ရယူပါ" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ဘွတ်ကင် ပြောင်းလဲရန်");
    await expect(page.locator("footer").getByRole("link", { name: "ကျွန်ုပ်တို့အကြောင်း" })).toBeVisible();
    await expect(page.locator("button[data-language=my]").first()).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveTitle(/^ဘွတ်ကင် ပြောင်းလဲရန် · /);
  });

  test("a field's error switches language with the rest of the form", async ({ page, isMobile }) => {
    await page.goto("/login");
    await appScreenShown(page);
    await page.locator("main form button[type=submit]").click();
    const error = page.locator("main form [role=alert]").filter({ hasText: /\S/ });
    await expect(error).toHaveText(accountEn["account.problem.emailRequired"]);
    await openLanguageSwitch(page, isMobile);
    await page.locator("button[data-language=my]:visible").first().click();
    await expect(error).toHaveText(accountMy["account.problem.emailRequired"] ?? "");
  });

  test("links to app routes open inside the app without a page load", async ({ page, isMobile }) => {
    test.skip(isMobile, "the sign-in link sits in the phone menu; the desktop header is enough here");
    await page.goto("/flights/change");
    await appScreenShown(page);
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
