import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createPaidBooking } from "../../server/testing/paid-booking.ts";
import { accountMy } from "../../src/i18n/my/account.ts";
import { paymentMy } from "../../src/i18n/my/payment.ts";
import { apiCall, consoleErrors, createAccount, paidBooking, useSession } from "./account-helpers.ts";
import { appScreenShown, countRequests, holdAppCode } from "./app-helpers.ts";
import { newCustomer, type Session, seedBrowser } from "./booking-helpers.ts";

/** A paid round trip of a new customer, as the payment step stores it (`bookingData`). */
async function paidRecord(request: APIRequestContext) {
  const session = await newCustomer(request);
  const { id } = await createPaidBooking(apiCall(request), { userId: session.user.id, token: session.jwt });
  const answer = await request.get(`/apis/flights/booking/${id}`, {
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  const booking = (await answer.json()).data as { id: string; status: string };
  expect(booking.status).toBe("PAID");
  return { session, booking };
}

/** The screen's outermost element around its h1, as markup (the copy and the screen alike). */
function screenHtml(page: Page, root: string): Promise<string> {
  return page
    .locator("main h1")
    .first()
    .evaluate((heading, selector) => heading.closest(selector)?.outerHTML ?? "", root);
}

async function seedOwner(page: Page, session: Session) {
  await page.evaluate((id) => localStorage.setItem("bookingOwner", id), session.user.id);
}

test.describe("/payment/complete and /flights/change before the app's code arrives", () => {
  test("the confirmation is drawn from the stored paid booking; the screen takes over unchanged and downloads the e-ticket pressed for before it came", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const paid = await paidRecord(request);
    await seedBrowser(page, paid);
    await seedOwner(page, paid.session);
    await page.goto("/payment/complete");
    await appScreenShown(page);
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
    const appHtml = await screenHtml(page, ".max-w-4xl");

    const release = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("YOUR FLIGHT IS CONFIRMED");
    await expect(early.getByText(paid.booking.id)).toBeVisible();
    // Without the app: the page's own copy is the screen's markup, word for word.
    expect(await early.innerHTML()).toBe(appHtml);

    const download = page.waitForEvent("download");
    await early.getByRole("button", { name: "Download e-ticket" }).click();
    release();
    await expect(early).toHaveCount(0);
    expect((await download).suggestedFilename()).toContain(paid.booking.id);
    expect(errors).toEqual([]);
  });

  test("in Myanmar; another customer's stored booking is not drawn, and neither is one still to be paid", async ({
    page,
    request,
  }) => {
    const paid = await paidRecord(request);
    await seedBrowser(page, { ...paid, language: "my" });
    await seedOwner(page, paid.session);
    const release = await holdAppCode(page);
    await page.goto("/payment/complete", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(paymentMy["complete.heading"] ?? "");
    release();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(paymentMy["complete.heading"] ?? "");

    // Signed out since paying: the confirmation still shows; the e-ticket asks to sign in first.
    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto("/payment/complete");
    await page.getByRole("button", { name: paymentMy["complete.download"] }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpayment%2Fcomplete$/);

    // Signed in as someone else: the drafts are not theirs; the app clears them and says so.
    const other = await newCustomer(request);
    await seedBrowser(page, { ...paid, session: other });
    await seedOwner(page, paid.session);
    const releaseOther = await holdAppCode(page);
    await page.goto("/payment/complete", { waitUntil: "domcontentloaded" });
    await expect(early).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(paid.booking.id);
    releaseOther();
    await expect(page.getByText("There is no confirmed booking to show.")).toBeVisible();

    // A booking not paid yet: the app sends the visitor to pay it instead.
    await seedBrowser(page, { ...paid, booking: { ...paid.booking, status: "PENDING_PAYMENT" } });
    await seedOwner(page, paid.session);
    const releaseUnpaid = await holdAppCode(page);
    await page.goto("/payment/complete", { waitUntil: "domcontentloaded" });
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toHaveCount(0);
    releaseUnpaid();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test("a named booking: the page asks for it, shows the spinner, then the flights with the rest; the screen shows the same without asking again", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await createAccount(request);
    const { id } = await paidBooking(request, session);
    await useSession(page, session);
    const requests = countRequests(page, new RegExp(`/apis/flights/booking/${id}$`));
    const release = await holdAppCode(page);
    await page.goto(`/flights/change?booking=${id}`, { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { name: `Your flights in booking ${id}` })).toBeVisible();
    await expect(early.getByText("Outbound")).toBeVisible();
    const earlyHtml = await early.innerHTML();
    release();
    await expect(early).toHaveCount(0);
    expect(await screenHtml(page, "section")).toBe(earlyHtml);
    expect(requests()).toBe(1);
    // The links are the app's now.
    await page.getByRole("link", { name: "Back to Booking History" }).click();
    await expect(page).toHaveURL(/\/bookinghistory$/);
    expect(errors).toEqual([]);
  });

  test("without a booking the page is drawn at once, in Myanmar too; a booking that is not yours says so and shows the rest", async ({
    page,
    request,
  }) => {
    const release = await holdAppCode(page);
    await page.goto("/flights/change", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("Change a booking");
    await expect(early.getByRole("link", { name: "+95 9 123 456 789" })).toBeVisible();
    release();
    await expect(early).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change a booking");

    await page.evaluate(() => localStorage.setItem("language", "my"));
    const releaseMyanmar = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(
      accountMy["account.change.title"] ?? "",
    );
    releaseMyanmar();
    await expect(early).toHaveCount(0);

    const session = await createAccount(request);
    const stranger = await createAccount(request);
    const { id } = await paidBooking(request, stranger);
    await useSession(page, session, { language: "en" });
    await page.goto(`/flights/change?booking=${id}`);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /not found|could not/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change a booking");
    await expect(page.getByText(`Your flights in booking ${id}`)).toHaveCount(0);
  });
});
