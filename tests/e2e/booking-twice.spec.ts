import type { APIRequestContext, Page } from "@playwright/test";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { myanmarDateTime } from "../../src/domain/instant.ts";
import { bookingRequest, passenger, TEST_NRC } from "../../src/domain/test-data.ts";
import { type Session, storeInBrowser } from "./account-helpers.ts";
import { seriousViolations } from "./axe-helpers.ts";
import {
  chooseOffer,
  daysAhead,
  fillContactRest,
  openTicket,
  savePassenger,
  type Trip,
  topUp,
} from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

// Issue 48 §8: the same passenger booked twice on one flight. The server answers 409
// DUPLICATE_BOOKING to Confirm Booking, and the confirm dialog asks before booking again.

/** The customer's bookings, newest first. */
async function bookings(request: APIRequestContext, session: Session): Promise<BookingRecord[]> {
  const list = await request.get(`/apis/flights/booking?userId=${session.user.id}`, {
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  return (await list.json()).data;
}
const bookingIds = async (request: APIRequestContext, session: Session) =>
  (await bookings(request, session)).map((b) => b.id);

/** Continue, then Confirm Booking in the confirm dialog (in the page's language): answers the dialog. */
async function confirm(
  page: Page,
  words = { continue: "Continue", title: "Confirm Booking", button: "Confirm Booking" },
) {
  await page.getByRole("button", { name: words.continue }).click();
  const dialog = page.getByRole("dialog", { name: words.title });
  await dialog.getByRole("button", { name: words.button }).click();
  return dialog;
}

/** Aung Kyaw (born 15 January 1990, his NRC for the citizen fare) booked on `offer` through the API, as an earlier try left him. */
async function bookAungKyaw(request: APIRequestContext, session: Session, offer: FlightOffer) {
  const res = await request.post("/apis/flights/booking", {
    data: { ...bookingRequest(offer, session.user.id), passengerInfo: [passenger({ nrcNumber: TEST_NRC })] },
    headers: { Authorization: `Bearer ${session.jwt}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as BookingRecord;
}

/**
 * /ticket (or /my/ticket) with the same flight chosen again, as the search lists it now (a seat
 * sold may have moved its price), and its form filled for `first` `last`: Continue opens Confirm.
 */
async function chooseAgain(
  page: Page,
  request: APIRequestContext,
  trip: Trip,
  flight: FlightOffer,
  name: { first: string; last: string },
  path = "/ticket",
) {
  const again = await chooseOffer(request, { fareType: "citizen", ...trip });
  const res = await request.get(
    `/apis/flights/search/one-ways?travelType=1&from=${trip.from}&to=${trip.to}&departureDate=${trip.departureDate}&adults=1&children=0&fareType=${flight.fareType ?? "citizen"}`,
  );
  const same = ((await res.json()).data as FlightOffer[]).find((o) => o.id === flight.id);
  if (!same) throw new Error(`${flight.id} is no longer sold`);
  await storeInBrowser(page, { search: again.search, offer: same });
  await page.goto(path);
  await fillContactRest(page);
  await savePassenger(page, 1, { ...name, nrc: true });
}

test.describe("the same booking twice", () => {
  test("Confirm again for a passenger already held on the flight warns, and Go to my booking pays that one", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    // axe over the dialog takes a few seconds on a shared machine.
    test.setTimeout(60_000);
    const trip = { from: "RGN", to: "NYU", departureDate: daysAhead(71) };
    const { offer } = await openTicket(page, request, trip);
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", nrc: true });
    await confirm(page);
    await expect(page).toHaveURL(/\/payment$/);
    const [first] = await bookings(request, customer);
    if (!first) throw new Error("not booked");

    // Unsure whether that went through, the traveller books again, typing the name otherwise.
    await chooseAgain(page, request, trip, offer, { first: "AUNG", last: "kyaw" });
    const dialog = await confirm(page);
    const until = myanmarDateTime(first.holdExpiresAt, "en").time;
    await expect(dialog.getByRole("alert")).toHaveText(
      "Already booked on this flight" +
        `AUNG kyaw already has booking ${first.id} on this flight. It is waiting for payment until ${until}.` +
        "Do you want to book again anyway? If you are not sure the first booking went through, go to it instead, so that you do not pay twice.",
    );
    // The safe answer holds the focus, where Confirm Booking was.
    await expect(dialog.getByRole("button", { name: "Go to my booking" })).toBeFocused();
    expect(await seriousViolations(page, "dialog[open]")).toEqual([]);
    await dialog.getByRole("button", { name: "Go to my booking" }).click();

    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("region", { name: "Booking details" })).toContainText(first.id);
    expect(await bookingIds(request, customer)).toEqual([first.id]);
  });

  test("Book again anyway books a second time", async ({ signedIn: page, customer, request }) => {
    const trip = { from: "RGN", to: "NYU", departureDate: daysAhead(72) };
    const { offer } = await chooseOffer(request, { fareType: "citizen", ...trip });
    const first = await bookAungKyaw(request, customer, offer);
    await chooseAgain(page, request, trip, offer, { first: "Aung", last: "Kyaw" });
    const dialog = await confirm(page);
    await expect(dialog.getByRole("alert")).toContainText(`Aung Kyaw already has booking ${first.id}`);
    await dialog.getByRole("button", { name: "Book again anyway" }).click();

    await expect(page).toHaveURL(/\/payment$/);
    const ids = await bookingIds(request, customer);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(first.id);
    await expect(page.getByRole("region", { name: "Booking details" })).toContainText(ids[0] ?? "none");
  });

  test("in Myanmar, a paid booking is named as paid and Go to my booking shows it", async ({
    signedIn: page,
    customer,
    request,
  }) => {
    const trip = { from: "RGN", to: "NYU", departureDate: daysAhead(73) };
    const { offer } = await chooseOffer(request, { fareType: "citizen", ...trip });
    const first = await bookAungKyaw(request, customer, offer);
    await topUp(request, customer, 100_000);
    const paid = await request.post("/apis/customers/check-payment", {
      data: { userId: customer.user.id, flightId: first.id },
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    expect(paid.status()).toBe(200);

    await chooseAgain(page, request, trip, offer, { first: "Aung", last: "Kyaw" }, "/my/ticket");
    const dialog = await confirm(page, {
      continue: "ဆက်လုပ်မည်",
      title: "ဘွတ်ကင် အတည်ပြုပါ",
      button: "ဘွတ်ကင် အတည်ပြုမည်",
    });
    await expect(dialog.getByRole("alert")).toContainText(
      `Aung Kyaw အတွက် ဤလေယာဉ်ခရီးစဉ်တွင် ဘွတ်ကင် ${first.id} ရှိပြီးသား ဖြစ်ပါသည်။ ငွေပေးချေပြီး ဖြစ်ပါသည်။`,
    );
    await expect(dialog.getByRole("button", { name: "ထပ်မံ ဘွတ်ကင်လုပ်မည်" })).toBeVisible();
    await dialog.getByRole("button", { name: "ကျွန်ုပ်၏ ဘွတ်ကင်သို့ သွားမည်" }).click();

    await expect(page).toHaveURL(new RegExp(`/my/booking-detail/${first.id}$`));
    await expect(page.getByRole("main")).toContainText(first.id);
    expect(await bookingIds(request, customer)).toEqual([first.id]);
  });
});
