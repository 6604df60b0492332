import { seriousViolations } from "./axe-helpers.ts";
import { daysAhead, fillContactRest, fillPassenger, openPayment, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("booking steps axe", () => {
  // axe over a whole page takes a few seconds on a shared machine.
  test.setTimeout(90_000);
  test("ticket step, passenger modal and Confirm Booking with errors shown", async ({
    signedIn: page,
    request,
  }) => {
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(62) });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator("#contact-address")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);

    await fillContactRest(page);
    await page.locator("#passenger-button-1").click();
    const modal = page.getByRole("dialog");
    await modal.locator("#p1-nrcNumber").selectOption("12");
    // Save checks the passenger and keeps the form open with the message at the field.
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal.locator("#p1-firstName")).toHaveAttribute("aria-invalid", "true");
    const expiry = modal.getByRole("combobox", { name: "Passport expiry" });
    await expect(expiry).toHaveAttribute("aria-expanded", "false");
    await expiry.click();
    // The field says its calendar is open, and which it is.
    await expect(expiry).toHaveAttribute("aria-expanded", "true");
    const calendar = page.getByRole("dialog", { name: "Choose the passport expiry date" });
    await expect(calendar).toBeVisible();
    expect(await expiry.getAttribute("aria-controls")).toBe(await calendar.getAttribute("id"));
    expect(await seriousViolations(page, "dialog")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(expiry).toHaveAttribute("aria-expanded", "false");
    // The calendar closes and gives the focus back to its field a moment later: typing into the
    // next field before that would land in the expiry field.
    await expect(modal.locator(".react-datepicker")).toHaveCount(0);
    await expect(modal.locator("#p1-passportExpiry")).toBeFocused();

    await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await modal.getByRole("button", { name: "Save" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("dialog", { name: "Confirm Booking" })).toBeVisible();
    expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
  });

  test("payment step with a short balance and card errors, and the confirmed page", async ({
    signedIn: page,
    heldBooking,
  }) => {
    await openPayment(page, heldBooking);
    await page.getByRole("button", { name: "Pay Now" }).click();
    const pay = page.getByRole("button", { name: /Top up .* by card and pay/ });
    await pay.click();
    await expect(page.getByText("Please enter a valid card number")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Card number").fill("4242424242424242");
    await page.getByLabel("Valid date (MM/YY)").fill("12/35");
    await page.getByLabel("CVV/CVN").fill("123");
    await page.getByLabel("Card holder").fill("Su Su");
    await pay.click();
    await expect(page.getByRole("heading", { name: "YOUR FLIGHT IS CONFIRMED" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
