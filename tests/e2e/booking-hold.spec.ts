import { login, storeInBrowser } from "./account-helpers.ts";
import { bookTrip, daysAhead, openPayment, openTicket } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("seat hold and who books", () => {
  test("an expired hold says so, cannot be paid and leads back to the search", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    const trip = { from: "RGN", to: "MDL", departureDate: daysAhead(66) };
    const { search, booking } = await bookTrip(request, customer, trip);
    // The page's hold ends in 8 seconds. With the search stored, /flights lists it again (without
    // one it would send the visitor home).
    const holdExpiresAt = new Date(Date.now() + 8000).toISOString();
    await openPayment(page, { ...booking, holdExpiresAt }, "/payment", { search });
    await expect(page.getByRole("timer")).toContainText(/Seats held for 0:0\d/);
    await expect(page.getByRole("timer")).toBeHidden({ timeout: 10_000 });
    await expect(
      page.getByText("Your seat hold has expired. The seats were released; please search again."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay Now" })).toBeDisabled();
    await page.getByRole("link", { name: "Search flights again" }).click();
    await expect(page).toHaveURL(/\/flights(\?|$)/);
  });

  test("an agent books for others: the contact form is not filled from the agent's account", async ({
    page,
    request,
  }) => {
    const session = await login(request, { email: "agent@flights.example.mm", password: "Agent12345!" });
    await storeInBrowser(page, { session });
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(67) });
    await expect(
      page.getByText("You are booking as an agent: enter the traveller's contact details."),
    ).toBeVisible();
    await expect(page.locator("#contact-email")).toHaveValue("");
    await page.locator("#contact-email").fill("traveller@example.mm");
    await page.reload();
    await expect(page.locator("#contact-email")).toHaveValue("traveller@example.mm");
  });
});
