import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { TestContext } from "../testing/harness.ts";

/** Monday 23 November 2026, 06:30 in Yangon: the clock of the flight tests. */
export const TEST_NOW = new Date("2026-11-23T00:00:00Z");

export const contactInfo = {
  firstName: "Aung",
  lastName: "Kyaw",
  email: "aung.kyaw@example.mm",
  phoneNumber: "+959123456789",
  address: "1 Pyay Road",
  city: "Yangon",
  country: "Myanmar",
};

/** A passenger who passes every rule; `overrides` breaks or changes fields. */
export function passenger(overrides: Record<string, string> = {}) {
  return {
    firstName: "Aung",
    lastName: "Kyaw",
    phoneNumber: "959123456789",
    email: "aung.kyaw@example.mm",
    gender: "MALE",
    nationality: "Myanmar",
    dateOfBirth: "1990-01-15",
    passportNumber: "MA1234567",
    passportExpiry: "2030-01-01",
    countryOfPassport: "Myanmar",
    ...overrides,
  };
}

/** Searches and answers the offers (the first is the cheapest). */
export async function findOffers(
  t: TestContext,
  query: Record<string, string | number>,
): Promise<FlightOffer[]> {
  const params = new URLSearchParams(
    Object.entries({ travelType: 1, adults: 1, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.call("GET", `/apis/flights/search/one-ways?${params}`);
  if (res.status !== 200) throw new Error(`search failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The booking call's body for an offer, one valid passenger per traveller. */
export function bookingBody(offer: FlightOffer, userId: string, travelType: 1 | 2 = 1) {
  return {
    flightData: offer,
    travelType,
    passengerInfo: offer.travelerPricings.map((p, i) =>
      p.travelerType === "CHILD"
        ? passenger({ firstName: `Child${i}`, dateOfBirth: "2018-05-01" })
        : passenger({ firstName: `Adult${i}` }),
    ),
    contactInfo,
    userId,
  };
}
