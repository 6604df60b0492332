import { expect, test } from "@playwright/test";
import { chooseOffer, daysAhead, login, savePassenger, seedBrowser } from "./booking-helpers.ts";

test.describe("ticket step rules", () => {
  test("Continue checks contact then passengers in the spec's order and points at the failing field", async ({
    page,
    request,
  }) => {
    const session = await login(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(60),
      adults: 1,
      children: 1,
    });
    await seedBrowser(page, { session, search, offer });
    await page.goto("/ticket");
    const continueButton = page.getByRole("button", { name: "Continue" });
    await continueButton.click();
    await expect(
      page.getByText("Please fill in contact information: address, city, country").first(),
    ).toBeVisible();
    await expect(page.locator("#contact-address")).toBeFocused();
    await expect(page.locator("#contact-address")).toHaveAttribute("aria-invalid", "true");

    // Zawgyi typed into a field is kept as Unicode.
    await page.locator("#contact-address").fill("1 Pyay Road");
    await page.locator("#contact-city").fill("ရန္ကုန္");
    await expect(page.locator("#contact-city")).toHaveValue("ရန်ကုန်");
    await page.locator("#contact-country").fill("Myanmar");
    await page.locator("#contact-phoneNumber").fill("+95 12");
    await continueButton.click();
    await expect(page.getByText("Please enter a valid phone number").first()).toBeVisible();
    await page.locator("#contact-phoneNumber").fill("+95 9 420 000 001");

    await continueButton.click();
    await expect(page.getByText("Please add passenger information")).toBeVisible();
    await expect(page.locator("#passenger-button-1")).toBeFocused();

    await savePassenger(page, 1, { first: "ေမာင္", last: "Kyaw" });
    await expect(page.locator("#passenger-button-1")).toContainText("မောင် Kyaw");
    await continueButton.click();
    await expect(page.getByText("Please add information for all 2 passengers")).toBeVisible();
    await expect(page.locator("#passenger-button-2")).toBeFocused();
    await savePassenger(page, 2, { first: "Su", last: "Hlaing", birth: "2010-01-01" });
    await continueButton.click();
    await expect(
      page
        .getByText("Child Passenger 2 must be 11 years old or younger. Please update the date of birth.")
        .first(),
    ).toBeVisible();
    const modal = page.getByRole("dialog", { name: "Child Passenger 2 Information" });
    await expect(modal.locator("#p2-dateOfBirth")).toBeFocused();
    await expect(modal.locator("#p2-dateOfBirth")).toHaveAttribute("aria-invalid", "true");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator("#passenger-button-2")).toBeFocused();
  });
});
