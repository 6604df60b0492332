import { en, type UIKey } from "../../src/i18n/en.ts";
import { my } from "../../src/i18n/my.ts";
import { openPayment, payThroughApi, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// A refusal the app cannot foresee reaches the page in its language, on /my/ in Myanmar, not in
// the server's English (ADR 0090). Nothing is faked: the booking is paid and cancelled for real
// from another device while this page still offers to pay it, and Pay Now meets the server's
// 409 BOOKING_CANCELLED.

const SHOTS = process.env.REFUSAL_SHOTS;

/** The text of `key` in a dictionary, which must have it. */
function textOf(dictionary: Partial<Record<UIKey, string>>, key: UIKey): string {
  const text = dictionary[key];
  if (!text) throw new Error(`no text for ${key}`);
  return text;
}

for (const { locale, path, texts, other } of [
  { locale: "my", path: "/my/payment", texts: my, other: en },
  { locale: "en", path: "/payment", texts: en, other: my },
] as const) {
  test(`@phone a booking cancelled on another device cannot be paid: the page says so (${locale})`, async ({
    page,
    customer,
    heldBooking,
    request,
  }, testInfo) => {
    await openPayment(page, heldBooking, path, { session: customer });
    const payNow = page.getByRole("button", { name: textOf(texts, "payment.payNow") });
    await expect(payNow).toBeVisible();

    // Another device pays the booking, then cancels it.
    await topUp(request, customer, Math.round(Number(heldBooking.totalPrice) * 100));
    await payThroughApi(request, customer, heldBooking.id);
    const headers = { authorization: `Bearer ${customer.jwt}` };
    const quoted = await request.post(`/apis/flights/booking/${heldBooking.id}/cancellation-quote`, {
      headers,
    });
    const { quoteId } = (await quoted.json()).data;
    const cancelled = await request.post(`/apis/flights/booking/${heldBooking.id}/cancel`, {
      headers,
      data: { quoteId },
    });
    expect(cancelled.status()).toBe(200);

    const answer = page.waitForResponse("**/apis/customers/check-payment");
    await payNow.click();
    const refused = await (await answer).json();
    expect(refused.error.code).toBe("BOOKING_CANCELLED");
    const said = page.getByText(textOf(texts, "refusal.BOOKING_CANCELLED"));
    await expect(said).toBeInViewport({ ratio: 1 });
    await expect(page.getByText(textOf(other, "refusal.BOOKING_CANCELLED"))).toHaveCount(0);
    if (locale === "my") await expect(page.getByText(refused.error.message)).toHaveCount(0);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/booking-cancelled-${locale}-${testInfo.project.name}.png` });
  });
}
