import { expect, type Page, test } from "@playwright/test";
import { accountMy } from "../../src/i18n/my/account.ts";
import { consoleErrors, createAccount, paidBooking, useSession } from "./account-helpers.ts";
import { holdAppCode } from "./app-helpers.ts";

/** Holds the answers of the bookings API until the returned `release` is called. */
async function holdBookings(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/apis\/flights\/booking(\/|\?)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("account pages before the app's code arrives", () => {
  test("Booking History: the page draws the account frame and the loading spinner; the screen takes its place unchanged and then lists the booking", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request, { name: "Thida Aung" });
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    const releaseApp = await holdAppCode(page);
    const releaseBookings = await holdBookings(page);
    await page.goto("/bookinghistory", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("Booking History");
    await expect(early.getByRole("link", { name: "Booking History" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(early.getByText("Thida Aung")).toBeVisible();
    await expect(early.getByRole("status")).toHaveText("Loading…");
    const earlyHtml = await early.innerHTML();

    releaseApp();
    await expect(early).toHaveCount(0);
    // The screen while its data loads is the page's copy, word for word.
    const screenHtml = await page
      .locator("main h1")
      .evaluate((heading) => heading.closest("section")?.parentElement?.outerHTML ?? "");
    expect(screenHtml).toBe(earlyHtml);

    releaseBookings();
    await expect(page.getByRole("article").filter({ hasText: id })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a booking's detail in Myanmar; signed out, the page draws nothing and the app asks to sign in", async ({
    page,
    request,
  }) => {
    const session = await createAccount(request);
    const { id } = await paidBooking(request, session);
    await useSession(page, session, { language: "my" });
    const releaseApp = await holdAppCode(page);
    await page.goto(`/booking-detail/${id}`, { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.detail.title"] ?? "",
    );
    await expect(early.getByRole("link", { name: accountMy["account.menu.history"] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    releaseApp();
    await expect(early).toHaveCount(0);
    await expect(page.getByText(id).first()).toBeVisible();

    await page.evaluate(() => localStorage.setItem("token_expires_at", String(Date.now() - 1000)));
    await page.goto("/bookinghistory");
    await expect(page).toHaveURL(/\/login\?next=%2Fbookinghistory$/);
    await expect(early).toHaveCount(0);
  });
});
