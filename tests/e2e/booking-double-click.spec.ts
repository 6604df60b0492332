import { expect, test } from "@playwright/test";
import {
  chooseOffer,
  daysAhead,
  fillContactRest,
  login,
  savePassenger,
  seedBrowser,
  walletBalance,
} from "./booking-helpers.ts";

test.describe("double clicks", () => {
  test("a double click on Confirm Booking books once and on Pay Now charges once", async ({
    page,
    request,
  }) => {
    const session = await login(request);
    const auth = { Authorization: `Bearer ${session.jwt}` };
    const count = async () =>
      (await (await request.get(`/apis/flights/booking?userId=${session.user.id}`, { headers: auth })).json())
        .data.length;
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(54),
    });
    const bookingsBefore = await count();
    const balanceBefore = await walletBalance(request, session);
    await seedBrowser(page, { session, search, offer });
    await page.goto("/ticket");
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw" });
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Booking" })
      .getByRole("button", { name: "Confirm Booking" })
      .dblclick();
    await expect(page).toHaveURL(/\/payment$/);
    expect(await count()).toBe(bookingsBefore + 1);

    await page.getByRole("button", { name: "Pay Now" }).dblclick();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    const cents = Math.round(Number(offer.price.grandTotal) * 100);
    expect(await walletBalance(request, session)).toBe(balanceBefore - cents);
  });
});
