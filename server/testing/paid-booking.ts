import { isBookingRecord } from "../../src/domain/booking.ts";
import { addDays, localDate } from "../../src/domain/dates.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import { type FlightOffer, isFlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { isObject } from "../../src/domain/shape.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";

/**
 * Any way to call the API: the in-process harness (`t.call`, whose body is `unknown`) or
 * Playwright's request context. The generators here take any of them and check what they read.
 */
export type ApiCall<Body = unknown> = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string },
) => Promise<{ status: number; body: Body }>;

/** The `data` of a JSON answer, if it has one. */
const dataOf = (body: unknown): unknown => (isObject(body) ? body.data : undefined);

/** The same flights as `offer` in fare family `family` (`GET /apis/flights/offers/{id}/families`). */
async function inFamily(call: ApiCall<unknown>, offer: FlightOffer, family: FareFamilyCode) {
  const answer = await call("GET", `/apis/flights/offers/${encodeURIComponent(offer.id)}/families?adults=1`);
  const list = dataOf(answer.body);
  const found = Array.isArray(list)
    ? list.find(
        (o) => isFlightOffer(o) && o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === family,
      )
    : undefined;
  if (!found) throw new Error(`no ${family} fare: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return found;
}

/**
 * Books a round trip (Yangon–Bangkok unless told) through the contract's calls, held and not yet
 * paid: search 10 days after today in Myanmar, book. Answers the booking record (as Confirm
 * Booking stores it) and the offer. Each call books anew (`allowDuplicate`), however many the
 * account has already made of the same flights for the same test passenger.
 * @example const { record } = await createHeldBooking(t.call, { userId: user.id, token });
 */
export async function createHeldBooking(
  call: ApiCall<unknown>,
  who: { userId: string; token: string },
  route: { from: string; to: string } = { from: "RGN", to: "BKK" },
  family: FareFamilyCode | null = null,
) {
  const today = localDate(new Date(), 390);
  const query = new URLSearchParams({
    travelType: "2",
    ...route,
    departureDate: addDays(today, 10),
    returnDate: addDays(today, 15),
    adults: "1",
  });
  const search = await call("GET", `/apis/flights/search/one-ways?${query}`);
  const offers = dataOf(search.body);
  const cheapest = Array.isArray(offers) ? offers[0] : undefined;
  const offer = family && isFlightOffer(cheapest) ? await inFamily(call, cheapest, family) : cheapest;
  if (!isFlightOffer(offer)) throw new Error(`no offer: ${JSON.stringify(search.body)}`);
  const booked = await call("POST", "/apis/flights/booking", {
    body: { ...bookingRequest(offer, who.userId, 2), allowDuplicate: true },
    token: who.token,
  });
  const record = dataOf(booked.body);
  if (booked.status !== 201 || !isBookingRecord(record))
    throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  return { record, offer };
}

/**
 * Books and pays a round trip (createHeldBooking, then the wallet topped up by the price, then
 * paid). Unit and browser tests share it.
 * @example const booking = await createPaidBooking(t.call, { userId: user.id, token });
 */
export async function createPaidBooking(
  call: ApiCall<unknown>,
  who: { userId: string; token: string },
  route: { from: string; to: string } = { from: "RGN", to: "BKK" },
  family: FareFamilyCode | null = null,
) {
  const { record, offer } = await createHeldBooking(call, who, route, family);
  const topUp = await call("POST", "/apis/customers/wallet/topup", {
    body: { amount: toCents(offer.price.grandTotal), method: "kpay" },
    token: who.token,
  });
  if (topUp.status !== 200) throw new Error(`top-up failed: ${JSON.stringify(topUp.body)}`);
  const paid = await call("POST", "/apis/customers/check-payment", {
    body: { userId: who.userId, flightId: record.id },
    token: who.token,
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return { id: record.id, offer };
}
