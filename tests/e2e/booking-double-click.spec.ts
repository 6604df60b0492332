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

  test("Confirm Booking again after its answer was lost gets the booking already made, not a second one", async ({
    page,
    request,
  }) => {
    const session = await login(request);
    const auth = { Authorization: `Bearer ${session.jwt}` };
    const bookingIds = async () =>
      (
        (
          await (
            await request.get(`/apis/flights/booking?userId=${session.user.id}`, { headers: auth })
          ).json()
        ).data as Array<{ id: string }>
      ).map((b) => b.id);
    const { search, offer } = await chooseOffer(request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(57),
    });
    const before = await bookingIds();
    await seedBrowser(page, { session, search, offer });
    await page.goto("/ticket");
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw" });
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
    const afterLoss = await bookingIds();
    expect(afterLoss).toHaveLength(before.length + 1);

    await confirm();
    await expect(page).toHaveURL(/\/payment$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await bookingIds()).toEqual(afterLoss);
    const made = afterLoss.find((id) => !before.includes(id));
    await expect(page.getByText(made ?? "no booking")).toBeVisible();
  });
});
