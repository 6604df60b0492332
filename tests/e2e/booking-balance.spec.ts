import { announcements } from "./announcements.ts";
import { openPayment, walletBalance } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("not enough balance @phone", () => {
  test("says how short the wallet is, tops up the shortfall by card right there, then pays", async ({
    signedIn: page,
    customer,
    heldBooking: booking,
    request,
  }) => {
    await openPayment(page, booking);
    await page.getByRole("button", { name: "Pay Now" }).click();
    const short = `Not enough balance. Required: $${booking.totalPrice}, Available: $0.00`;
    await expect(page.getByRole("heading", { name: short })).toBeVisible();
    // The toast reads it out; the panel with the top-up form is not a second alert.
    await expect(page.getByRole("status").filter({ hasText: short })).toBeVisible();
    expect(await announcements(page, short)).toBe(1);

    const form = page.getByRole("region", { name: short });
    await form.getByLabel("Card number").fill("4242 4242 4242 4241");
    await form.getByRole("button", { name: /Top up .* by card and pay/ }).click();
    await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Card number")).toBeFocused();
    await expect(form.getByText("Please enter a valid card number")).toBeVisible();
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByLabel("Valid date (MM/YY)").fill("12/35");
    await form.getByLabel("CVV/CVN").fill("123");
    await form.getByLabel("Card holder").fill("Su Su");
    await form.getByRole("button", { name: `Top up $${booking.totalPrice} USD by card and pay` }).click();
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    expect(await walletBalance(request, customer)).toBe(0);
  });
});
