import type { APIRequestContext, Page } from "@playwright/test";
import { createPaidBooking } from "../../server/testing/paid-booking.ts";
import { addDays, detailDate, stripDay, timeOf } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { apiCall, outbox, type Session } from "./account-helpers.ts";
import { firstFlight, operate } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** Where the screenshots go when SHOTS_DIR is set (looked at by hand, never compared). */
const shots = process.env.SHOTS_DIR;

/**
 * A paid round trip Yangon–Thandwe: a route no other browser test books, so moving its flight
 * changes nobody else's test. Each test puts the flight back on its timetable when it ends.
 */
function paidOnQuietRoute(request: APIRequestContext, customer: Session) {
  const booker = { userId: customer.user.id, token: customer.jwt };
  return createPaidBooking(apiCall(request), booker, { from: "RGN", to: "SNW" });
}

const departure = (offer: FlightOffer) => offer.itineraries[0]?.segments[0]?.departure.at ?? "";

test("a moved flight: a notice on the detail, a badge in history, and a mail @phone", async ({
  signedIn: page,
  customer,
  request,
  baseURL,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "schedule", offer, "06:10");
  try {
    await movedSeen(page, id, offer, baseURL, info.project.name);
  } finally {
    await operate(request, "reset", offer);
  }
});

async function movedSeen(
  page: Page,
  id: string,
  offer: FlightOffer,
  baseURL: string | undefined,
  project: string,
) {
  const { flight, date } = firstFlight(offer);
  await page.goto(`/booking-detail/${id}`);
  const notice = page.getByRole("region", { name: /^Your flight / });
  await expect(notice).toHaveAccessibleName(
    `Your flight ${flight} now leaves at 06:10 instead of ${timeOf(departure(offer))} on ${detailDate(date)}`,
  );
  await expect(notice).toContainText("Times are local at the airport.");
  await expect(page.getByText("Schedule changed", { exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/moved-en-${project}.png` });

  await page.goto("/bookinghistory");
  const card = page.getByRole("listitem").filter({ hasText: id });
  await expect(card.getByText("Schedule changed", { exact: true })).toBeVisible();
  if (shots) await card.screenshot({ path: `${shots}/history-en-${project}.png` });

  await expect
    .poll(async () =>
      (await outbox(baseURL)).filter(
        (m) => m.subject === `Booking ${id}: flight ${flight} (RGN - SNW) has new times`,
      ),
    )
    .toHaveLength(1);
}

test("on /my/ a cancelled flight's notice and badge are in Myanmar @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  const { flight } = firstFlight(offer);
  await operate(request, "close", offer);
  try {
    await page.goto(`/my/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: new RegExp(`သင့်လေယာဉ် ${flight} ကို`) });
    await expect(notice).toHaveAccessibleName(
      `${detailDate(departure(offer), "my")} ရက်နေ့ သင့်လေယာဉ် ${flight} ကို လေကြောင်းလိုင်းက ဖျက်သိမ်းလိုက်ပါသည်`,
    );
    await expect(page.getByText("လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းထားသည်", { exact: true })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/cancelled-my-${info.project.name}.png` });

    await page.goto("/my/bookinghistory");
    await expect(
      page.getByRole("listitem").filter({ hasText: id }).getByText("လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းထားသည်"),
    ).toBeVisible();
    if (shots)
      await page
        .getByRole("listitem")
        .filter({ hasText: id })
        .screenshot({ path: `${shots}/history-my-${info.project.name}.png` });
  } finally {
    // Open again for the next run and the other tests' searches.
    await operate(request, "reset", offer);
  }
});

test("a moved flight accepted: the notice goes and the itinerary shows the new time @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "schedule", offer, "06:10");
  try {
    await page.goto(`/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /^Your flight / });
    await expect(notice.getByRole("button", { name: "Cancel with a full refund" })).toBeVisible();
    if (shots) await notice.screenshot({ path: `${shots}/answers-moved-en-${info.project.name}.png` });
    const before = timeOf(departure(offer));
    await notice.getByRole("button", { name: "Accept the new time" }).click();
    await expect(page.getByText("Done: your booking and e-ticket now show the new time.")).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText("Schedule changed", { exact: true })).toHaveCount(0);
    // The itinerary now leaves at the new time, not the booked one.
    await expect(page.getByText("06:10").first()).toBeVisible();
    await expect(page.getByText(before, { exact: true })).toHaveCount(0);
    if (shots)
      await page.screenshot({ path: `${shots}/accepted-en-${info.project.name}.png`, fullPage: true });
  } finally {
    await operate(request, "reset", offer);
  }
});

test("on /my/ a cancelled flight refunded in full: the wallet gets everything back @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "close", offer);
  try {
    await page.goto(`/my/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /ဖျက်သိမ်းလိုက်ပါသည်$/ });
    // A cancelled flight has no new time to accept.
    await expect(notice.getByRole("button", { name: "အချိန်အသစ်ကို လက်ခံမည်" })).toHaveCount(0);
    if (shots) await notice.screenshot({ path: `${shots}/answers-cancelled-my-${info.project.name}.png` });
    await notice.getByRole("button", { name: "ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်မည်" }).click();
    const dialog = page.getByRole("dialog", { name: `ဘွတ်ကင် ${id} ကို ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်ရန်` });
    const confirm = dialog.getByRole("button", { name: /^ပယ်ဖျက်ပြီး .+ ပြန်အမ်းမည်$/ });
    const amount = ((await confirm.textContent()) ?? "").replace(/^ပယ်ဖျက်ပြီး | ပြန်အမ်းမည်$/g, "");
    await expect(dialog.getByTestId("schedule-refund-amount")).toContainText(amount);
    if (shots) await page.screenshot({ path: `${shots}/refund-dialog-my-${info.project.name}.png` });
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("ပယ်ဖျက်ပြီး", { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The fixture's wallet held exactly the price, all paid: everything came back.
    await page.goto("/my/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(amount);
    await expect(page.getByRole("listitem").filter({ hasText: `ငွေပြန်အမ်း · ဘွတ်ကင် ${id}` })).toBeVisible();
  } finally {
    await operate(request, "reset", offer);
  }
});

test("on /my/ a moved flight accepted: the notice goes and the itinerary shows the new time @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "schedule", offer, "06:10");
  try {
    await page.goto(`/my/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /^သင့်လေယာဉ် / });
    await expect(notice.getByRole("button", { name: "ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်မည်" })).toBeVisible();
    if (shots) await notice.screenshot({ path: `${shots}/answers-moved-my-${info.project.name}.png` });
    await notice.getByRole("button", { name: "အချိန်အသစ်ကို လက်ခံမည်" }).click();
    await expect(page.getByText("ပြီးပါပြီ။ သင့်ဘွတ်ကင်နှင့် အီးလက်မှတ်တွင် အချိန်အသစ်ကို ပြသထားပါသည်။")).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText("အချိန်ဇယား ပြောင်းလဲထားသည်", { exact: true })).toHaveCount(0);
    await expect(page.getByText(timeOf(`${firstFlight(offer).date}T06:10:00`, "my")).first()).toBeVisible();
    await expect(page.getByText(timeOf(departure(offer), "my"), { exact: true })).toHaveCount(0);
  } finally {
    await operate(request, "reset", offer);
  }
});

test("a cancelled flight refunded in full: the wallet gets everything back @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "close", offer);
  try {
    await page.goto(`/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /has been cancelled by the airline$/ });
    await expect(notice.getByRole("button", { name: "Accept the new time" })).toHaveCount(0);
    await notice.getByRole("button", { name: "Cancel with a full refund" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel booking ${id} with a full refund` });
    const confirm = dialog.getByRole("button", { name: /^Cancel and refund .+$/ });
    const amount = ((await confirm.textContent()) ?? "").replace(/^Cancel and refund /, "");
    await expect(dialog.getByTestId("schedule-refund-amount")).toContainText(amount);
    if (shots) await page.screenshot({ path: `${shots}/refund-dialog-en-${info.project.name}.png` });
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Booking cancelled. ${amount}, everything you paid, is back in your wallet.`),
    ).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The fixture's wallet held exactly the price, all paid: everything came back.
    await page.goto("/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(amount);
    await expect(page.getByRole("listitem").filter({ hasText: `Refund · booking ${id}` })).toBeVisible();
  } finally {
    await operate(request, "reset", offer);
  }
});

/** The day after the booked first flight's: inside the free move's window, with the daily flight. */
const nextDay = (offer: FlightOffer) => addDays(firstFlight(offer).date, 1);

test("a cancelled flight moved free of charge: no money moves and the detail shows the new flight @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "close", offer);
  try {
    await page.goto("/wallet");
    const balance = (await page.getByTestId("wallet-balance").textContent()) ?? "";
    await page.goto(`/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /has been cancelled by the airline$/ });
    if (shots) await notice.screenshot({ path: `${shots}/answers-cancelled-en-${info.project.name}.png` });
    await notice.getByRole("link", { name: "Move to another flight free of charge" }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/change\\?booking=${id}&move=free$`));
    await expect(page.getByRole("heading", { name: "Choose another flight, free of charge" })).toBeVisible();
    const days = page.getByRole("list", { name: "Days you can move to" });
    // Three days either side of the booked one.
    await expect(days.getByRole("button")).toHaveCount(7);
    const booked = stripDay(firstFlight(offer).date);
    await expect(days.getByRole("button", { name: `${booked.day} ${booked.weekday}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const next = stripDay(nextDay(offer));
    await days.getByRole("button", { name: `${next.day} ${next.weekday}` }).click();
    const choice = page
      .getByRole("listitem")
      .filter({ hasText: detailDate(nextDay(offer)) })
      .first();
    await expect(choice).toContainText("Change cost: No charge");
    if (shots) {
      await days.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/move-offers-en-${info.project.name}.png` });
    }
    await choice.getByRole("button", { name: "Move to this flight" }).click();

    const dialog = page.getByRole("dialog", { name: `Move booking ${id} free of charge` });
    await expect(dialog).toContainText(detailDate(firstFlight(offer).date));
    await expect(dialog).toContainText(detailDate(nextDay(offer)));
    await expect(dialog.getByTestId("change-total")).toHaveText("No charge");
    await expect(dialog).toContainText("The airline changed your flight, so this move costs nothing.");
    if (shots) await page.screenshot({ path: `${shots}/move-dialog-en-${info.project.name}.png` });
    await dialog.getByRole("button", { name: "Confirm move" }).click();

    await expect(page).toHaveURL(new RegExp(`/booking-detail/${id}$`));
    await expect(page.getByText(`Booking ${id} moved at no charge.`)).toBeVisible();
    await expect(page.getByRole("region", { name: /^Your flight / })).toHaveCount(0);
    await expect(page.getByText("Flight cancelled", { exact: true })).toHaveCount(0);
    await expect(page.locator("main")).toContainText(detailDate(nextDay(offer)));
    if (shots)
      await page.screenshot({ path: `${shots}/moved-detail-en-${info.project.name}.png`, fullPage: true });

    await page.goto("/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(balance);
  } finally {
    await operate(request, "reset", offer);
  }
});

test("on /my/ a moved flight moved free of charge to the next day @phone", async ({
  signedIn: page,
  customer,
  request,
}, info) => {
  const { id, offer } = await paidOnQuietRoute(request, customer);
  await operate(request, "schedule", offer, "06:10");
  try {
    await page.goto(`/my/booking-detail/${id}`);
    const notice = page.getByRole("region", { name: /^သင့်လေယာဉ် / });
    await notice.getByRole("link", { name: "အခြားလေယာဉ်သို့ အခမဲ့ ပြောင်းမည်" }).click();
    await expect(page).toHaveURL(new RegExp(`/my/flights/change\\?booking=${id}&move=free$`));
    await expect(page.getByRole("heading", { name: "အခြားလေယာဉ်တစ်စင်းကို အခမဲ့ ရွေးချယ်ပါ" })).toBeVisible();
    const days = page.getByRole("list", { name: "ပြောင်းနိုင်သည့်ရက်များ" });
    const next = stripDay(nextDay(offer), "my");
    await days.getByRole("button", { name: `${next.day} ${next.weekday}` }).click();
    const choice = page
      .getByRole("listitem")
      .filter({ hasText: detailDate(nextDay(offer), "my") })
      .first();
    await expect(choice).toContainText("အခကြေးငွေ မရှိပါ");
    if (shots) {
      await days.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/move-offers-my-${info.project.name}.png` });
    }
    await choice.getByRole("button", { name: "ဤလေယာဉ်သို့ ပြောင်းမည်" }).click();

    const dialog = page.getByRole("dialog", { name: `ဘွတ်ကင် ${id} ကို အခမဲ့ ပြောင်းရန်` });
    await expect(dialog.getByTestId("change-total")).toHaveText("အခကြေးငွေ မရှိပါ");
    if (shots) await page.screenshot({ path: `${shots}/move-dialog-my-${info.project.name}.png` });
    await dialog.getByRole("button", { name: "ပြောင်းရန် အတည်ပြုမည်" }).click();

    await expect(page).toHaveURL(new RegExp(`/my/booking-detail/${id}$`));
    await expect(page.getByText(`ဘွတ်ကင် ${id} ကို အခမဲ့ ပြောင်းပြီးပါပြီ။`, { exact: false })).toBeVisible();
    await expect(page.getByRole("region", { name: /^သင့်လေယာဉ် / })).toHaveCount(0);
    await expect(page.locator("main")).toContainText(detailDate(nextDay(offer), "my"));
    if (shots)
      await page.screenshot({ path: `${shots}/moved-detail-my-${info.project.name}.png`, fullPage: true });
  } finally {
    await operate(request, "reset", offer);
  }
});
