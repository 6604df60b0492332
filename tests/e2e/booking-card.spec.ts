import { openPayment, topUp, walletBalance } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("card and KBZPay payment", () => {
  test("the card form (spec's path spelling) checks the card, tops up the amount due and pays", async ({
    signedIn: page,
    customer,
    heldBooking,
    request,
  }) => {
    // The wallet could pay already: the card is charged all the same.
    await topUp(request, customer, 200_000);
    const before = await walletBalance(request, customer);
    await openPayment(page, heldBooking, "/payment/creaditcard");
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Valid date (MM/YY)").fill("01/20");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("This card has expired")).toBeVisible();
    // Typed as printed on the card: shown as MM/YY, and the number in groups of four.
    await page.getByLabel("Valid date (MM/YY)").fill("1235");
    await page.getByLabel("CVV/CVN").fill("12");
    await expect(page.getByLabel("Valid date (MM/YY)")).toHaveValue("12/35");
    await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Please enter the 3 or 4 digit CVV/CVN")).toBeVisible();
    await page.getByLabel("CVV/CVN").fill("1234");
    await page.getByLabel("Card holder").fill("Aung Kyaw");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
    // Topped up by the amount due and paid from the wallet: the balance is where it was.
    expect(await walletBalance(request, customer)).toBe(before);
  });

  test("KBZPay shows the QR block and pays in one action; the corrected card path works too", async ({
    signedIn: page,
    heldBooking,
  }) => {
    await openPayment(page, heldBooking, "/payment/creditcard");
    await expect(page.getByLabel("Card number")).toBeVisible();
    await page.goto("/payment/kpay");
    await expect(page.getByRole("img", { name: "KBZPay QR code" })).toBeVisible();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page).toHaveURL(/\/payment\/complete$/);
  });
});
