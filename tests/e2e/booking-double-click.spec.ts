import type { APIRequestContext } from "@playwright/test";
import type { Session } from "./account-helpers.ts";
import {
  daysAhead,
  fillContactRest,
  openTicket,
  savePassenger,
  topUp,
  walletBalance,
} from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The ids of the customer's bookings, newest first. */
async function bookingIds(request: APIRequestContext, session: Session): Promise<string[]> {
  const list = await request.get(`/apis/flights/booking?userId=${session.user.id}`, {
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  return ((await list.json()).data as Array<{ id: string }>).map((b) => b.id);
}

test.describe("double clicks", () => {
  test("a double click on Confirm Booking books once and on Pay Now charges once", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    // Money in the wallet: Pay Now pays from it.
    await topUp(request, customer, 200_000);
    const count = async () => (await bookingIds(request, customer)).length;
    const bookingsBefore = await count();
    const balanceBefore = await walletBalance(request, customer);
    const { offer } = await openTicket(page, request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(54),
    });
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", nrc: true });
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
    expect(await walletBalance(request, customer)).toBe(balanceBefore - cents);
  });

  test("Confirm Booking again after its answer was lost gets the booking already made, not a second one", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    const before = await bookingIds(request, customer);
    await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(57) });
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", nrc: true });
    // The first request reaches the server, which books; its answer never comes back.
    let lose = true;
    const keys: string[] = [];
    await page.route("**/apis/flights/booking", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort("connectionreset");
    });
    const confirm = async () => {
      await page.getByRole("button", { name: "Continue" }).click();
      await page
        .getByRole("dialog", { name: "Confirm Booking" })
        .getByRole("button", { name: "Confirm Booking" })
        .click();
    };
    await confirm();
    await expect(
      page.getByText("We could not reach the server. Check your connection and try again.").first(),
    ).toBeVisible();
    const afterLoss = await bookingIds(request, customer);
    expect(afterLoss).toHaveLength(before.length + 1);

    await confirm();
    await expect(page).toHaveURL(/\/payment$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await bookingIds(request, customer)).toEqual(afterLoss);
    const made = afterLoss.find((id) => !before.includes(id));
    await expect(page.getByText(made ?? "no booking", { exact: true })).toBeVisible();
  });
});
