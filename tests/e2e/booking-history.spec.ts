import type { APIRequestContext, Page } from "@playwright/test";
import { createPaidBooking } from "../../server/testing/paid-booking.ts";
import { addDays, detailDate, stripDay, timeOf } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { formatPrice, fromCents, USD } from "../../src/domain/money.ts";
import { apiCall, type Session } from "./account-helpers.ts";
import { firstFlight, operate, topUp } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

const auth = (customer: Session) => ({ Authorization: `Bearer ${customer.jwt}` });

/** A leg's flights as the history names them: "UB402 14 Dec 2026 09:00", in the page's language. */
const flightsOf = (offer: FlightOffer, leg: number, locale: "en" | "my" = "en") =>
  (offer.itineraries[leg]?.segments ?? [])
    .map(
      (s) =>
        `${s.carrierCode}${s.number} ${detailDate(s.departure.at, locale)} ${timeOf(s.departure.at, locale)}`,
    )
    .join(", ");

/** Moves the paid round trip's return a day later through the API, paying the change: the new offer and cost. */
async function changeReturn(request: APIRequestContext, customer: Session, id: string, offer: FlightOffer) {
  const out = offer.itineraries[0]?.segments[0]?.departure.at.slice(0, 10) ?? "";
  const back = offer.itineraries[1]?.segments[0]?.departure.at.slice(0, 10) ?? "";
  const offers = await request.post(`/apis/flights/booking/${id}/change-offers`, {
    data: { departureDate: out, returnDate: addDays(back, 1) },
    headers: auth(customer),
  });
  expect(offers.status()).toBe(200);
  const choice = (await offers.json()).data.offers[0] as {
    offer: FlightOffer;
    quote: { quoteId: string; total: number };
  };
  if (choice.quote.total > 0) await topUp(request, customer, choice.quote.total);
  const done = await request.post(`/apis/flights/booking/${id}/change`, {
    data: { offerId: choice.offer.id, quoteId: choice.quote.quoteId },
    headers: auth(customer),
  });
  expect(done.status()).toBe(200);
  return choice;
}

// A Saver fare: a change costs a fee, which the history names.
test.describe("a changed booking", () => {
  test.use({ paidBookingFamily: "SAVER" });

  test("its detail tells both flights and every amount; its card says what it was @phone", async ({
    signedIn: page,
    customer,
    paidBooking: { id, offer },
    request,
  }, info) => {
    const choice = await changeReturn(request, customer, id, offer);
    await page.goto(`/booking-detail/${id}`);
    const history = page.getByRole("region", { name: "History" });
    const entries = history.getByRole("listitem");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(
      `Booked and paid ${formatPrice(offer.price.grandTotal, USD, "en")}`,
    );
    await expect(entries.nth(1)).toContainText(
      `Date changed from ${flightsOf(offer, 1)} to ${flightsOf(choice.offer, 1)}`,
    );
    await expect(entries.nth(1)).toContainText(
      `Paid ${formatPrice(fromCents(choice.quote.total), USD, "en")} for the change`,
    );
    await expect(entries.nth(1)).toContainText(/^\d{1,2} \w{3} \d{4} \d{2}:\d{2}/);
    if (shots) await history.screenshot({ path: `${shots}/history-changed-en-${info.project.name}.png` });

    await page.goto("/bookinghistory");
    const card = page.getByRole("listitem").filter({ hasText: `Booking ${id}` });
    const back = offer.itineraries[1]?.segments[0];
    await expect(card).toContainText(
      `Changed · was ${back?.carrierCode}${back?.number} ${stripDay(back?.departure.at.slice(0, 10) ?? "").day}`,
    );
    if (shots) await card.screenshot({ path: `${shots}/card-changed-en-${info.project.name}.png` });
  });

  test("on /my/ the history and the card are in Myanmar @phone", async ({
    signedIn: page,
    customer,
    paidBooking: { id, offer },
    request,
  }, info) => {
    const choice = await changeReturn(request, customer, id, offer);
    await page.goto(`/my/booking-detail/${id}`);
    const history = page.getByRole("region", { name: "မှတ်တမ်း" });
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history).toContainText("ဘွတ်ကင်လုပ်ပြီး");
    await expect(history).toContainText(
      `ရက်စွဲကို ${flightsOf(offer, 1, "my")} မှ ${flightsOf(choice.offer, 1, "my")} သို့ ပြောင်းခဲ့သည်`,
    );
    await expect(history).toContainText("ပြောင်းလဲခအဖြစ်");
    if (shots) await history.screenshot({ path: `${shots}/history-changed-my-${info.project.name}.png` });

    await page.goto("/my/bookinghistory");
    const card = page.getByRole("listitem").filter({ hasText: `ဘွတ်ကင် ${id}` });
    const back = offer.itineraries[1]?.segments[0];
    await expect(card).toContainText(
      `ပြောင်းထားသည် · ယခင် ${back?.carrierCode}${back?.number} ${stripDay(back?.departure.at.slice(0, 10) ?? "", "my").day}`,
    );
    if (shots) await card.screenshot({ path: `${shots}/card-changed-my-${info.project.name}.png` });
  });
});

/**
 * A paid round trip Yangon–Dawei: a route no other browser test books, so moving its flight
 * changes nobody else's test. The test puts the flight back on its timetable when it ends.
 */
function paidToDawei(request: APIRequestContext, customer: Session) {
  return createPaidBooking(
    apiCall(request),
    { userId: customer.user.id, token: customer.jwt },
    {
      from: "RGN",
      to: "TVY",
    },
  );
}

async function findBooking(
  page: Page,
  path: string,
  id: string,
  labels: { code: string; name: string; submit: string },
) {
  await page.goto(path);
  await page.getByRole("textbox", { name: labels.code }).fill(id);
  await page.getByRole("textbox", { name: labels.name }).fill("Kyaw");
  await page.getByRole("button", { name: labels.submit }).click();
}

test("the airline's change: Find my booking shows it read-only, and the history tells it answered @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidToDawei(request, customer);
  const { flight, date } = firstFlight(offer);
  const before = timeOf(offer.itineraries[0]?.segments[0]?.departure.at ?? "");
  await operate(request, "schedule", offer, "06:05");
  try {
    await findBooking(page, "/find-booking", id, {
      code: "Booking code",
      name: "Passenger's last name",
      submit: "Find booking",
    });
    const notice = page.getByRole("region", { name: /^Your flight / });
    await expect(notice).toHaveAccessibleName(
      `Your flight ${flight} now leaves at 06:05 instead of ${before} on ${detailDate(date)}`,
    );
    await expect(notice).toContainText(
      "To answer this change, sign in to the account that made the booking.",
    );
    // Whoever looks it up may not be the contact the mail went to.
    await expect(notice).toContainText("We have e-mailed the booking's contact about this change.");
    await expect(page.getByText("Schedule changed", { exact: true })).toBeVisible();
    // Read-only: no answer to give and none of the contact's data.
    for (const action of ["Accept the new time", "Cancel with a full refund"])
      await expect(page.getByRole("button", { name: action })).toHaveCount(0);
    await expect(page.getByText("aung.kyaw@example.mm")).toHaveCount(0);
    if (shots)
      await page.screenshot({ path: `${shots}/find-moved-en-${info.project.name}.png`, fullPage: true });

    await findBooking(page, "/my/find-booking", id, {
      code: "ဘွတ်ကင်ကုဒ်",
      name: "ခရီးသည်၏ နောက်ဆုံးအမည်",
      submit: "ဘွတ်ကင် ရှာရန်",
    });
    const myNotice = page.getByRole("region", { name: new RegExp(`^သင့်လေယာဉ် ${flight} `) });
    await expect(myNotice).toContainText("ဘွတ်ကင်ပြုလုပ်ခဲ့သော အကောင့်ဖြင့် ဝင်ရောက်ပါ");
    await expect(page.getByRole("button", { name: "အချိန်အသစ်ကို လက်ခံမည်" })).toHaveCount(0);
    if (shots)
      await page.screenshot({ path: `${shots}/find-moved-my-${info.project.name}.png`, fullPage: true });

    const accepted = await request.post(`/apis/flights/booking/${id}/schedule-change/accept`, {
      headers: auth(customer),
    });
    expect(accepted.status()).toBe(200);
    await page.goto(`/booking-detail/${id}`);
    const change = page.getByRole("region", { name: "History" }).getByRole("listitem").nth(1);
    await expect(change).toContainText(
      `The airline changed the time of ${flight} on ${detailDate(date)}: ${before} → 06:05`,
    );
    await expect(change).toContainText("You accepted the new time");
    await page.goto(`/my/booking-detail/${id}`);
    await expect(page.getByRole("region", { name: "မှတ်တမ်း" })).toContainText("သင်က အချိန်အသစ်ကို လက်ခံခဲ့သည်");
    if (shots)
      await page.screenshot({
        path: `${shots}/history-accepted-my-${info.project.name}.png`,
        fullPage: true,
      });
  } finally {
    await operate(request, "reset", offer);
  }
});

test("a booking cancelled while the airline's change waits: the notice and badge go, the history says how it closed @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidToDawei(request, customer);
  const { flight, date } = firstFlight(offer);
  await operate(request, "schedule", offer, "06:05");
  try {
    await page.goto(`/booking-detail/${id}`);
    await expect(page.getByRole("region", { name: /^Your flight / })).toBeVisible();
    const quote = await request.post(`/apis/flights/booking/${id}/cancellation-quote`, {
      headers: auth(customer),
    });
    expect(quote.status()).toBe(200);
    const { quoteId } = (await quote.json()).data as { quoteId: string };
    const done = await request.post(`/apis/flights/booking/${id}/cancel`, {
      data: { quoteId },
      headers: auth(customer),
    });
    expect(done.status()).toBe(200);

    await page.reload();
    await expect(page.getByRole("region", { name: /^Your flight / })).toHaveCount(0);
    const history = page.getByRole("region", { name: "History" });
    const change = history
      .getByRole("listitem")
      .filter({ hasText: `The airline changed the time of ${flight}` });
    await expect(change).toContainText(detailDate(date));
    await expect(change).toContainText("You cancelled the booking");
    await expect(history).not.toContainText("Waiting for your answer");
    if (shots)
      await history.screenshot({ path: `${shots}/history-cancelled-change-en-${info.project.name}.png` });

    await page.goto("/bookinghistory");
    const card = page.getByRole("listitem").filter({ hasText: `Booking ${id}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("Schedule changed", { exact: true })).toHaveCount(0);

    await page.goto(`/my/booking-detail/${id}`);
    const myHistory = page.getByRole("region", { name: "မှတ်တမ်း" });
    await expect(myHistory).toContainText("သင်က ဘွတ်ကင်ကို ပယ်ဖျက်ခဲ့သည်");
    if (shots)
      await myHistory.screenshot({ path: `${shots}/history-cancelled-change-my-${info.project.name}.png` });
  } finally {
    await operate(request, "reset", offer);
  }
});
