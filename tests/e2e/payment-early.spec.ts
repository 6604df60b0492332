import { expect, test } from "@playwright/test";
import { toCents } from "../../src/domain/money.ts";
import { paymentMy } from "../../src/i18n/my/payment.ts";
import { consoleErrors } from "./account-helpers.ts";
import { holdAppCode } from "./app-helpers.ts";
import {
  bookThroughApi,
  chooseOffer,
  daysAhead,
  newCustomer,
  seedBrowser,
  walletBalance,
} from "./booking-helpers.ts";

test.describe("/payment before the app's code arrives", () => {
  test("the page draws the held booking, its clock and Pay Now; the screen takes over unchanged and pays once for a press made before it came", async ({
    page,
    request,
  }) => {
    const errors = consoleErrors(page);
    const session = await newCustomer(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(24),
    });
    const booking = await bookThroughApi(request, session, offer);
    const topUp = await request.post("/apis/customers/wallet/topup", {
      data: { amount: 500_000, method: "kpay" },
      headers: { Authorization: `Bearer ${session.jwt}`, "Idempotency-Key": crypto.randomUUID() },
    });
    expect(topUp.ok()).toBe(true);
    await seedBrowser(page, { session, search, offer, booking });
    // One instant for the page and the screen: the hold's clock reads the same in both.
    await page.clock.setFixedTime(new Date());
    await page.goto("/payment");
    // The screen itself, once it has taken the early copy's place.
    await expect(page.locator("#early-screen")).toHaveCount(0);
    await expect(page.getByText(booking.id)).toBeVisible();
    const appHtml = await page
      .locator("main h1")
      .locator("..")
      .evaluate((element) => element.outerHTML);

    const release = await holdAppCode(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText("Choose Payment");
    await expect(early.getByText(booking.id)).toBeVisible();
    await expect(early.getByRole("timer")).toContainText(/\d+:\d\d/);
    // Without the app: the page's own copy is the screen's markup, word for word.
    expect(await early.innerHTML()).toBe(appHtml);

    await early.getByRole("button", { name: "Pay Now" }).click();
    await early.getByRole("button", { name: "Pay Now" }).click();
    release();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
    const paid = await request.get(`/apis/flights/booking/${booking.id}`, {
      headers: { Authorization: `Bearer ${session.jwt}` },
    });
    expect((await paid.json()).data.status).toBe("PAID");
    // Pressed twice before the app came: paid once.
    expect(await walletBalance(request, session)).toBe(500_000 - (toCents(booking.totalPrice) ?? 0));
    expect(errors).toEqual([]);
  });

  test("the card page in Myanmar keeps the card details typed before the app came; signed out, nothing is drawn early", async ({
    page,
    request,
  }) => {
    const session = await newCustomer(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "NYU",
      departureDate: daysAhead(25),
    });
    const booking = await bookThroughApi(request, session, offer);
    await seedBrowser(page, { session, search, offer, booking, language: "my" });
    const release = await holdAppCode(page);
    await page.goto("/payment/creaditcard", { waitUntil: "domcontentloaded" });
    const early = page.locator("#early-screen");
    await expect(early.getByRole("heading", { level: 1 })).toHaveText(paymentMy["payment.heading"] ?? "");
    await expect(early.getByRole("link", { name: paymentMy["payment.methodCard"] })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const card = { number: "4242 4242 4242 4242", expiry: "12/35", cvv: "123", holder: "Su Su" };
    for (const [field, value] of Object.entries(card)) await early.locator(`#card-${field}`).fill(value);
    release();
    await expect(early).toHaveCount(0);
    // Every field typed before the app came is handed over, not only the last one.
    for (const [field, value] of Object.entries(card))
      await expect(page.locator(`#card-${field}`)).toHaveValue(value);
    await expect(page.locator("#card-holder")).toBeFocused();

    await page.evaluate(() => localStorage.removeItem("token"));
    await page.goto("/payment");
    await expect(page.getByText(paymentMy["payment.needLogin"] ?? "").first()).toBeVisible();
    await expect(early).toHaveCount(0);
  });
});
