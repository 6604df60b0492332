import type { APIRequestContext, Page } from "@playwright/test";
import {
  daysAhead,
  fillContactRest,
  openTicket,
  operate,
  raisePrice,
  savePassenger,
  type Trip,
} from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The signed-in `page` on /ticket for `trip`'s cheapest offer, every field filled: answers the offer. */
async function readyToConfirm(page: Page, request: APIRequestContext, trip: Trip) {
  const { offer } = await openTicket(page, request, trip);
  await fillContactRest(page);
  await savePassenger(page, 1, { first: "Aung", last: "Kyaw", nrc: true });
  return offer;
}

async function confirm(page: Page) {
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("dialog", { name: "Confirm Booking" })
    .getByRole("button", { name: "Confirm Booking" })
    .click();
}

test.describe("booking answers", () => {
  test("a price change asks first: Cancel cancels, then accepting books at the new price", async ({
    signedIn: page,
    request,
  }) => {
    const trip = { from: "RGN", to: "NYU", departureDate: daysAhead(40) };
    const offer = await readyToConfirm(page, request, trip);
    const newTotal = await raisePrice(request, trip, offer);
    await confirm(page);
    const ask = page.getByRole("dialog", { name: "The price has changed" });
    await expect(ask).toContainText(
      `Price has changed from $${offer.price.grandTotal} USD to $${newTotal} USD. Do you want to continue with the new price?`,
    );
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Booking cancelled due to price change")).toBeVisible();
    await expect(page).toHaveURL(/\/ticket$/);

    await confirm(page);
    await page.getByRole("button", { name: "Continue with the new price" }).click();
    await expect(page.getByText("Flight Booking Order Successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("region", { name: "Price" })).toContainText(`$${newTotal} USD`);
  });

  test("a schedule change offers to search again", async ({ signedIn: page, request }) => {
    const offer = await readyToConfirm(page, request, {
      from: "RGN",
      to: "HEH",
      departureDate: daysAhead(41),
    });
    await operate(request, "schedule", offer, "06:05");
    await confirm(page);
    const ask = page.getByRole("dialog", { name: "The schedule has changed" });
    await expect(ask).toContainText(
      /Schedule has changed to \d+ \w{3} \d{4} 06:05\. Do you want to research flights\?/,
    );
    await ask.getByRole("button", { name: "Search flights again" }).click();
    await expect(page).toHaveURL(/\/flights(\?|$)/);
  });

  test("a flight gone says 'Flight Unavailable' and goes to /flights", async ({
    signedIn: page,
    request,
  }) => {
    const offer = await readyToConfirm(page, request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(42),
    });
    await operate(request, "close", offer);
    await confirm(page);
    await expect(page.getByText("Flight Unavailable")).toBeVisible();
    await expect(page).toHaveURL(/\/flights(\?|$)/);
  });
});
