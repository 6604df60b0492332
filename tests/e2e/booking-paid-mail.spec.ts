import type { Locator } from "@playwright/test";
import { myanmarDateTime } from "../../src/domain/instant.ts";
import { contact } from "../../src/domain/test-data.ts";
import { outbox } from "./account-helpers.ts";
import { openPayment, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The card a traveller types into the shortfall's form (its fields' ids start with `shortfall-`). */
async function payShortfallByCard(form: Locator) {
  await form.locator("#shortfall-number").fill("4242 4242 4242 4242");
  await form.locator("#shortfall-expiry").fill("12/35");
  await form.locator("#shortfall-cvv").fill("123");
  await form.locator("#shortfall-holder").fill("Su Su");
  await form.locator("button[type=submit]").click();
}

/** A figure of the payment step: the row of `label`. */
const figure = (page: Locator, label: string) => page.locator("dl > div").filter({ hasText: label });

test.describe("paying and after @phone", () => {
  test("shows the balance, the amount due, the top-up and the hold's deadline before Pay Now; then where the e-ticket went", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    baseURL,
  }) => {
    await openPayment(page, booking);
    const main = page.locator("main");
    const due = `$${booking.totalPrice} USD`;
    await expect(figure(main, "Wallet balance")).toContainText("$0.00 USD");
    await expect(figure(main, "Amount due")).toContainText(due);
    await expect(figure(main, "To top up by card (below)")).toContainText(due);
    const { date, time } = myanmarDateTime(booking.holdExpiresAt, "en");
    await expect(main).toContainText(
      `Booking ${booking.id} waits for payment until ${time} on ${date} (Myanmar time). If it is not paid by then, the seats are released.`,
    );
    // The shortfall and its card form are there before any press.
    const short = `Your wallet is ${due} short. Top up ${due} by card here and pay in one step, or pay with KBZPay.`;
    const form = page.getByRole("region", { name: short });
    await expect(form).toBeVisible();
    await expect(form.getByRole("link", { name: "or pay with KBZPay" })).toBeVisible();

    await payShortfallByCard(form);
    await expect(page).toHaveURL(/\/payment\/complete$/);
    const to = [contact().email, customer.user.email];
    await expect(page.getByText(`E-ticket sent to ${to.join(", ")}`)).toBeVisible();
    // The mail went at once, once, to both, in English.
    await expect(async () => {
      const mails = (await outbox(baseURL)).filter((m) => m.subject.includes(booking.id));
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        [to.join(", "), `Your e-ticket ${booking.id} (${booking.origin} - ${booking.destination})`],
      ]);
    }).toPass();
    // A reload keeps saying where it went.
    await page.reload();
    await expect(page.getByText(`E-ticket sent to ${to.join(", ")}`)).toBeVisible();
  });

  test("a wallet that covers the booking shows no top-up, and Pay Now pays from it", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    request,
  }) => {
    const cents = Math.round(Number(booking.totalPrice) * 100);
    await topUp(request, customer, cents + 1_000);
    await openPayment(page, booking);
    const main = page.locator("main");
    await expect(figure(main, "Wallet balance")).toContainText(`$${((cents + 1_000) / 100).toFixed(2)} USD`);
    await expect(figure(main, "Amount due")).toContainText(`$${booking.totalPrice} USD`);
    await expect(main.getByText(/top up/i)).toHaveCount(0);
    await expect(main.getByRole("region", { name: /short/ })).toHaveCount(0);
    // The card tab tops up by card first whatever the balance: it says so before its Pay Now.
    await main.getByRole("link", { name: "Card" }).click();
    await expect(figure(main, "Topped up by card first")).toContainText(`$${booking.totalPrice} USD`);
    await main.getByRole("link", { name: "Wallet" }).click();
    await main.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await expect(page.getByText(`E-ticket sent to ${contact().email}, ${customer.user.email}`)).toBeVisible();
  });

  test("in Myanmar: the figures, the deadline, and where the e-ticket went, the mail in Myanmar", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    baseURL,
  }) => {
    await openPayment(page, booking, "/my/payment");
    const main = page.locator("main");
    await expect(figure(main, "ပိုက်ဆံအိတ် လက်ကျန်ငွေ")).toBeVisible();
    await expect(figure(main, "ပေးချေရမည့် ငွေ")).toBeVisible();
    await expect(figure(main, "ကတ်ဖြင့် ဖြည့်ရန် (အောက်တွင်)")).toBeVisible();
    const { date, time } = myanmarDateTime(booking.holdExpiresAt, "my");
    await expect(main).toContainText(
      `ဘွတ်ကင် ${booking.id} သည် ${date} ${time} (မြန်မာစံတော်ချိန်) အထိ ငွေပေးချေမှုကို စောင့်နေပါသည်။`,
    );
    await expect(main).not.toContainText("Wallet balance");
    const form = page.getByRole("region", { name: /သင့်ပိုက်ဆံအိတ်တွင် .* လိုနေပါသည်/ });
    await payShortfallByCard(form);
    await expect(page).toHaveURL(/\/my\/payment\/complete$/);
    const to = [contact().email, customer.user.email];
    await expect(page.getByText(`အီးလက်မှတ်ကို ${to.join(" နှင့် ")} သို့ ပို့ပြီးပါပြီ`)).toBeVisible();
    await expect(page.getByText("E-ticket sent to")).toHaveCount(0);
    await expect(async () => {
      const mails = (await outbox(baseURL)).filter((m) => m.subject.includes(booking.id));
      expect(mails.map((m) => m.subject)).toEqual([
        `လက်မှတ် ${booking.id} (${booking.origin} - ${booking.destination})`,
      ]);
    }).toPass();
  });
});
