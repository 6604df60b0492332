import { storeInBrowser } from "./account-helpers.ts";
import { bookTrip, daysAhead, openPayment } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("payment preconditions (spec section 5)", () => {
  test("no stored booking: says so with the ways on, and offers no Pay Now", async ({ signedIn: page }) => {
    await page.goto("/payment");
    await expect(page.getByText("No booking is waiting for payment in this browser.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Your bookings" })).toHaveAttribute(
      "href",
      "/bookinghistory",
    );
    await expect(page.getByRole("link", { name: "Search flights" })).toHaveAttribute("href", "/");
    // No price of $0 and no Pay Now that could only fail.
    await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
    await expect(page.getByText(/\$0 USD/)).toHaveCount(0);
  });

  test("a stored offer or booking from an older version reads as none, instead of breaking the page", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    const { search, offer, booking } = await bookTrip(request, customer, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(66),
    });
    const [itinerary] = offer.itineraries;
    const oldOffer = { ...offer, itineraries: [{ ...itinerary, segments: undefined }] };
    const oldBooking = { id: booking.id, status: booking.status };
    await storeInBrowser(page, { search, offer: oldOffer as never, booking: oldBooking });
    await page.goto("/ticket");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/payment");
    await expect(page.getByText("No booking is waiting for payment in this browser.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });

  test("signed out with a stored booking: Pay Now asks to sign in, and signing in comes back", async ({
    page,
    heldBooking,
  }) => {
    // The customer's booking stays in the browser after the session has gone.
    await openPayment(page, heldBooking);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("You need to be logged in to make a payment.").first()).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpayment$/);
  });
});
