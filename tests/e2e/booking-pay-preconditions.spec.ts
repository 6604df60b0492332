import { expect, test } from "@playwright/test";
import { bookThroughApi, chooseOffer, daysAhead, login, seedBrowser } from "./booking-helpers.ts";

test.describe("payment preconditions (spec section 5)", () => {
  test("no stored booking: says so with the ways on, and offers no Pay Now", async ({ page, request }) => {
    await seedBrowser(page, { session: await login(request) });
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
    page,
    request,
  }) => {
    const session = await login(request);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(66),
    });
    const booking = await bookThroughApi(request, session, offer);
    const [itinerary] = offer.itineraries;
    const oldOffer = { ...offer, itineraries: [{ ...itinerary, segments: undefined }] };
    const oldBooking = { id: booking.id, status: booking.status };
    await seedBrowser(page, { session, search, offer: oldOffer as never, booking: oldBooking });
    await page.goto("/ticket");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/payment");
    await expect(page.getByText("No booking is waiting for payment in this browser.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
    await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  });

  test("signed out with a stored booking: Pay Now asks to sign in, and signing in comes back", async ({
    page,
    request,
  }) => {
    const session = await login(request);
    const { offer } = await chooseOffer(request, { from: "RGN", to: "MDL", departureDate: daysAhead(68) });
    const booking = await bookThroughApi(request, session, offer);
    await seedBrowser(page, { session, booking });
    await page.evaluate(() => {
      localStorage.removeItem("token");
      localStorage.removeItem("user");
    });
    await page.goto("/payment");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("You need to be logged in to make a payment.").first()).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpayment$/);
  });
});
