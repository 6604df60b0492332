import type { APIRequestContext } from "@playwright/test";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import type { Session } from "./account-helpers.ts";
import { bookThroughApi, daysAhead, payThroughApi, topUp } from "./booking-helpers.ts";
import { expect } from "./fixtures.ts";

/** Yangon to Bagan, Bagan to Mandalay, Mandalay to Heho, two days apart. */
const TRIP = [
  ["RGN", "NYU"],
  ["NYU", "MDL"],
  ["MDL", "HEH"],
] as const;

/**
 * A paid three-leg Saver multi-city booking (a change costs a fee), its first leg `day` days
 * ahead, the others two and four days later; the wallet emptied by the payment.
 */
export async function paidMultiCityTrip(request: APIRequestContext, customer: Session, day: number) {
  const legs = TRIP.map(([from, to], i) => `${from}-${to}-${daysAhead(day + i * 2)}`).join("_");
  const found = await request.get(
    `/apis/flights/search/multi-city?travelType=1&legs=${legs}&adults=1&children=0&travelClass=Y`,
  );
  expect(found.status()).toBe(200);
  const [cheapest] = (await found.json()).data as FlightOffer[];
  if (!cheapest) throw new Error("no trip on sale");
  const families = await request.get(
    `/apis/flights/offers/${encodeURIComponent(cheapest.id)}/families?adults=1`,
  );
  const offer = ((await families.json()).data as FlightOffer[]).find(
    (o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === "SAVER",
  );
  if (!offer) throw new Error("no Saver trip");
  const booking = await bookThroughApi(request, customer, offer);
  await topUp(request, customer, toCents(offer.price.grandTotal) ?? 0);
  await payThroughApi(request, customer, booking.id);
  return { id: booking.id, offer };
}
