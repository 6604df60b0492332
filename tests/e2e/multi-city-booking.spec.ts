import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../../server/testing/pdf-text.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { outbox, type Session, storeInBrowser } from "./account-helpers.ts";
import {
  bookThroughApi,
  daysAhead,
  fillContactRest,
  journeyShots,
  payThroughApi,
  savePassenger,
  topUp,
} from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

/** The classic circuit: Yangon, Bagan, Mandalay, Heho and back, on four days from `day` ahead. */
const CIRCUIT = [
  ["RGN", "NYU"],
  ["NYU", "MDL"],
  ["MDL", "HEH"],
  ["HEH", "RGN"],
] as const;

/** The circuit's legs as the multi-city search carries them: `RGN-NYU-2027-01-05_…`. */
const circuitLegs = (day: number) =>
  CIRCUIT.map(([from, to], i) => `${from}-${to}-${daysAhead(day + i)}`).join("_");

/** The circuit's search, citizen fares, one adult: as /flights carries it. */
const circuitQuery = (day: number) =>
  `travelType=1&legs=${circuitLegs(day)}&adults=1&children=0&travelClass=Y&fareType=citizen`;

/** The cheapest complete circuit the multi-city search answers, with the search Choose stores. */
async function circuitOffer(request: APIRequestContext, day: number) {
  const res = await request.get(`/apis/flights/search/multi-city?${circuitQuery(day)}`);
  expect(res.status()).toBe(200);
  const [offer] = (await res.json()).data as FlightOffer[];
  if (!offer) throw new Error("no circuit on sale");
  expect(offer.itineraries).toHaveLength(4);
  const [from = "", to = ""] = CIRCUIT[0];
  const search = {
    travelType: 1,
    from,
    to,
    departureDate: daysAhead(day),
    returnDate: null,
    adults: 1,
    children: 0,
    limit: 10,
    travelClass: "ECONOMY",
    fareType: "citizen",
  };
  return { search, offer };
}

/** The four legs' names as every screen after Choose shows them. */
const LEG_NAMES = [1, 2, 3, 4].map((n) => `Flight ${n} of 4`);

test.describe("a multi-city trip of four legs @phone", () => {
  test("is booked, paid and shown with every leg; its e-ticket lists every leg", async ({
    signedIn: page,
    customer,
    request,
    baseURL,
  }, info) => {
    const shot = journeyShots("multi-city", info.project.name);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await topUp(request, customer, 500_000);
    const day = info.project.name === "phone" ? 40 : 46;
    // Searched as a traveller does (the panel's own test fills the legs): the cheapest circuit.
    await page.goto(`/flights?${circuitQuery(day)}`);
    const cheapest = page.locator("article").first();
    await expect(cheapest).toContainText("Flight 4");
    const price = (await cheapest.getByTestId("price").textContent()) ?? "";
    await cheapest.getByRole("button", { name: "Choose" }).click();
    await page.getByRole("link", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/ticket$/);
    const chosen = {
      offer: (await page.evaluate(() =>
        JSON.parse(localStorage.getItem("selectedFlight") ?? "null"),
      )) as FlightOffer,
    };
    expect(chosen.offer.itineraries).toHaveLength(4);
    expect(price).toContain(chosen.offer.price.grandTotal);

    // The ticket step: the whole circuit, each leg under its number.
    await expect(page.getByText("Yangon → Bagan → Mandalay → Heho → Yangon")).toBeVisible();
    for (const name of LEG_NAMES) await expect(page.getByRole("region", { name })).toBeVisible();
    await shot("ticket-summary", page.getByRole("main"));
    await fillContactRest(page);
    await savePassenger(page, 1, { first: "Aung", last: "Kyaw", gender: "MALE", nrc: true });
    await page.getByRole("button", { name: "Continue" }).click();
    await page
      .getByRole("dialog", { name: "Confirm Booking" })
      .getByRole("button", { name: "Confirm Booking" })
      .click();

    // The payment step: one booking, every leg, the whole trip's price.
    await expect(page).toHaveURL(/\/payment$/);
    const details = page.getByRole("region", { name: "Booking details" });
    await expect(details).toContainText("Multi-city");
    for (const name of LEG_NAMES) await expect(details).toContainText(name);
    await expect(page.locator("dl > div").filter({ hasText: "Amount due" })).toContainText(
      `$${chosen.offer.price.grandTotal} USD`,
    );
    await shot("payment", details);
    await page.getByRole("button", { name: "Pay Now" }).click();
    await expect(page.getByText("Payment successful!")).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/complete$/);
    for (const name of LEG_NAMES) await expect(page.getByRole("main")).toContainText(name);
    await shot("complete", page.getByRole("main"));

    // One record in the history, its detail with every leg.
    const list = await request.get(`/apis/flights/booking?userId=${customer.user.id}`, {
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    const records = (await list.json()).data as BookingRecord[];
    expect(records).toHaveLength(1);
    const [booking] = records;
    if (!booking) throw new Error("no booking");
    expect(booking).toMatchObject({
      status: "PAID",
      tripType: "MULTI_CITY",
      origin: "RGN",
      destination: "NYU",
    });
    await page.goto("/bookinghistory");
    const card = page.getByRole("article", { name: `Booking ${booking.id}` });
    for (const name of LEG_NAMES) await expect(card).toContainText(name);
    await shot("history", card);
    await card.getByRole("link", { name: /View details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/booking-detail/${booking.id}$`));
    for (const name of LEG_NAMES) await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Multi-city");
    await shot("detail", page.getByRole("main"));

    // The e-ticket names every leg, its flights and PNRs; so does the mail that carried it.
    const pdf = await request.get(`/apis/flights/booking/${booking.id}/eticket.pdf`, {
      headers: { Authorization: `Bearer ${customer.jwt}` },
    });
    const text = pdfText(Buffer.from(await pdf.body()));
    for (const [i, leg] of (booking.legs ?? []).entries()) {
      expect(text).toContain(`Flight ${i + 1} of 4`);
      for (const flight of leg.flightNumbers) expect(text).toContain(flight);
      expect(text).toContain(leg.airlineRef);
    }
    await expect
      .poll(async () => (await outbox(baseURL)).find((m) => m.subject.includes(booking.id))?.text ?? "")
      .toContain("Flight 4 of 4");
    expect(errors).toEqual([]);
  });
});

/** A circuit booked and paid through the API for `customer`: its search, offer and record. */
async function paidCircuit(request: APIRequestContext, customer: Session, day: number) {
  await topUp(request, customer, 500_000);
  const { search, offer } = await circuitOffer(request, day);
  const booking = await bookThroughApi(request, customer, offer);
  await payThroughApi(request, customer, booking.id);
  return { search, offer, booking };
}

test.describe("a multi-city booking in Myanmar @phone", () => {
  test("its history card, detail and ticket summary name every leg in Myanmar", async ({
    signedIn: page,
    customer,
    request,
  }, info) => {
    const shot = journeyShots("multi-city-my", info.project.name);
    const { search, offer, booking } = await paidCircuit(
      request,
      customer,
      info.project.name === "phone" ? 52 : 58,
    );
    await page.goto("/my/bookinghistory");
    const card = page.getByRole("article").filter({ hasText: booking.id });
    for (const n of ["၁", "၂", "၃", "၄"]) await expect(card).toContainText(`ခရီးစဉ် ၄ ခုအနက် ${n} ခုမြောက်`);
    await shot("history", card);
    await page.goto(`/my/booking-detail/${booking.id}`);
    await expect(page.getByRole("main")).toContainText("မြို့များစွာ");
    await expect(page.getByRole("main")).toContainText("ရန်ကုန် → ပုဂံ → မန္တလေး → ဟဲဟိုး → ရန်ကုန်");
    await shot("detail", page.getByRole("main"));
    // Chosen again, as Choose leaves it: the ticket step's summary.
    await storeInBrowser(page, { search, offer });
    await page.goto("/my/ticket");
    await expect(page.getByRole("region", { name: "ခရီးစဉ် ၄ ခုအနက် ၄ ခုမြောက်" })).toBeVisible();
    await shot("ticket-summary", page.getByRole("main"));
  });
});
