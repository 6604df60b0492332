import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { fromCents, toCents } from "../../../src/domain/money.ts";
import { bookingRequest, infant } from "../../../src/domain/test-data.ts";
import { flightInventory } from "../../db/schema/flights.ts";
import { eticketMail } from "../../eticket/mail.ts";
import { eticketLayout } from "../../eticket/pdf.ts";
import { findOffers, flightKeyOf, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createBookingRoute, getBookingRoute, listBookingsRoute } from "./booking.routes.ts";
import { searchOneWays } from "./search.routes.ts";

const { t, me } = setUpFlightTests();
afterEach(() => endUnpaidHolds(t, me.user.id));

const family = { travelType: 1, from: "RGN", to: "MDL", departureDate: "2026-12-06", adults: 2, children: 1 };
const cents = (usd: string | undefined) => toCents(usd ?? "") ?? Number.NaN;

/** The offer with this id in a search for `query` (the same flights for another party). */
async function sameOffer(query: Record<string, string | number>, id: string): Promise<FlightOffer> {
  const found = (await findOffers(t, query)).find((o) => o.id === id);
  if (!found) throw new Error(`${id} not found for ${JSON.stringify(query)}`);
  return found;
}

/** The family's cheapest offer with and without an infant on lap: the same flights, priced twice. */
async function familyOffers(query: Record<string, string | number> = family) {
  const [withInfant] = await findOffers(t, { ...query, infants: 1 });
  if (!withInfant) throw new Error("no offer");
  return { withInfant, without: await sameOffer(query, withInfant.id) };
}

const book = (
  offer: FlightOffer,
  travelType: 1 | 2 = 1,
  change = (body: ReturnType<typeof bookingRequest>) => body,
) =>
  t.api(createBookingRoute, { body: change(bookingRequest(offer, me.user.id, travelType)), token: me.token });

describe("searching with infants on lap", () => {
  it("prices each infant at 10% of the adult base fare plus the departure tax, and adds them to the total", async () => {
    const { withInfant, without } = await familyOffers();
    const pricings = withInfant.travelerPricings;
    expect(pricings.map((p) => p.travelerType)).toEqual(["ADULT", "ADULT", "CHILD", "HELD_INFANT"]);
    const [adult, , , baby] = pricings;
    expect(baby).toMatchObject({ travelerId: "4", associatedAdultId: "1" });
    expect(cents(baby?.price.base)).toBe(Math.round(cents(adult?.price.base) / 1_000) * 100);
    // Yangon's domestic departure tax (5.00), no fuel surcharge.
    expect(cents(baby?.price.total) - cents(baby?.price.base)).toBe(500);
    expect(cents(withInfant.price.grandTotal) - cents(without.price.grandTotal)).toBe(
      cents(baby?.price.total),
    );
    // The offer's tax list counts the infant's departure tax, and no fuel surcharge for them.
    const tax = (offer: FlightOffer, code: string) =>
      cents(offer.price.taxes.find((x) => x.code === code)?.amount);
    expect(tax(withInfant, "MM") - tax(without, "MM")).toBe(500);
    expect(tax(withInfant, "YQ")).toBe(tax(without, "YQ"));
    // An infant's checked baggage allowance is none of their own.
    expect(baby?.fareDetailsBySegment[0]?.includedCheckedBags.weight).toBe(0);
  });

  it("takes no seat: a full cabin but for the party's seats still sells to a family with infants", async () => {
    const { withInfant, without } = await familyOffers();
    expect(withInfant.numberOfBookableSeats).toBe(without.numberOfBookableSeats);
    // Nine adults fill a bucket as they did; nine infants on their laps change no bucket.
    const nine = { ...family, adults: 9, children: 0 };
    const [full] = await findOffers(t, { ...nine, infants: 9 });
    if (!full) throw new Error("no offer");
    const seated = await sameOffer(nine, full.id);
    expect(full.travelerPricings[0]?.fareDetailsBySegment[0]?.class).toBe(
      seated.travelerPricings[0]?.fareDetailsBySegment[0]?.class,
    );
  });

  it("charges an infant abroad the departure tax of each airport, never the fuel surcharge", async () => {
    const abroad = { ...family, travelType: 2, to: "BKK", returnDate: "2026-12-13" };
    const { withInfant, without } = await familyOffers(abroad);
    const baby = withInfant.travelerPricings.at(-1);
    const adult = withInfant.travelerPricings[0];
    const departureTaxes = without.price.taxes
      .filter((x) => x.code !== "YQ")
      .reduce((sum, x) => sum + cents(x.amount), 0);
    // The family's departure taxes are 3 travellers' (2 adults, 1 child): one traveller's third of them.
    expect(cents(baby?.price.total) - cents(baby?.price.base)).toBe(departureTaxes / 3);
    expect(cents(adult?.price.total) - cents(adult?.price.base)).toBeGreaterThan(departureTaxes / 3);
    expect(cents(withInfant.price.grandTotal) - cents(without.price.grandTotal)).toBe(
      cents(baby?.price.total),
    );
  });

  const range = "Infants must be between 0 and the number of adults (one on each adult's lap)";
  it.each([
    ["more infants than adults", "3", range],
    ["a negative count", "-1", range],
    ["a count that is not a number", "one", "Invalid infants: Must be a whole number"],
  ])("refuses %s with a clear 400", async (_name, infants, message) => {
    const res = await t.api(searchOneWays, {
      query: Object.fromEntries(Object.entries({ ...family, infants }).map(([k, v]) => [k, String(v)])),
    });
    expect(expectStatus(res, 400).body.message).toBe(message);
  });

  it("documents the infants parameter and the infant's traveller type", async () => {
    const document = await readOpenApi(t);
    const parameters = document.paths["/apis/flights/search/one-ways"]?.get?.parameters ?? [];
    const infants = parameters.find((p: { name?: string }) => p.name === "infants");
    expect(infants?.schema?.description).toMatch(/0 to `adults`/);
    expect(JSON.stringify(document.components?.schemas?.FlightOffer)).toContain("HELD_INFANT");
    expect(document.paths["/apis/flights/booking"]?.post?.responses?.["400"]?.description).toMatch(
      /TOO_MANY_INFANTS.*INFANT_TOO_OLD|INFANT_TOO_OLD/s,
    );
  });
});

describe("booking with an infant on lap", () => {
  it("stores the infant, charges them what the search priced, holds no seat for them, and lists them", async () => {
    const { withInfant } = await familyOffers();
    const created = expectStatus(await book(withInfant), 201).body.data;
    expect(created.totalPrice).toBe(withInfant.price.grandTotal);
    expect({ adults: created.adults, children: created.children, infants: created.infants }).toEqual({
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(created.passengers.map((p) => [p.firstName, p.type, p.onLapOf])).toEqual([
      ["Adult0", "ADULT", undefined],
      ["Adult1", "ADULT", undefined],
      ["Child2", "CHILD", undefined],
      ["Infant3", "HELD_INFANT", 1],
    ]);
    const baby = withInfant.travelerPricings[3];
    expect(created.priceBreakdown.at(-1)).toEqual({
      travelerType: "HELD_INFANT",
      count: 1,
      base: baby?.price.base,
      taxes: "5.00",
      total: baby?.price.total,
    });
    // Three seats sold, not four.
    const [row] = await t.database.db
      .select({ seatsSold: flightInventory.seatsSold })
      .from(flightInventory)
      .where(and(eq(flightInventory.flightKey, flightKeyOf(withInfant)), eq(flightInventory.cabin, "Y")));
    expect(row?.seatsSold).toBe(3);
    // The booking's own page and the history list the infant too.
    const read = expectStatus(
      await t.api(getBookingRoute, { params: { id: created.id }, token: me.token }),
      200,
    );
    expect(read.body.data.passengers[3]).toMatchObject({
      firstName: "Infant3",
      type: "HELD_INFANT",
      onLapOf: 1,
    });
    const list = expectStatus(
      await t.api(listBookingsRoute, { query: { userId: me.user.id }, token: me.token }),
      200,
    );
    expect(list.body.data.find((b) => b.id === created.id)?.infants).toBe(1);
  });

  it("puts the infant, their adult and their fare on the e-ticket and in the mail, in both languages", async () => {
    const { withInfant } = await familyOffers();
    const record = expectStatus(await book(withInfant), 201).body.data;
    const text = (await eticketLayout(record)).map((d) => d.text).join("\n");
    expect(text).toContain("4. KYAW/Infant3 (Infant on lap of Adult 1)");
    expect(text).toContain("no seat  |  no baggage allowance of their own");
    const baby = withInfant.travelerPricings[3];
    expect(text).toContain(
      `Infant on lap  1 x USD ${baby?.price.total}  (fare ${baby?.price.base}, taxes 5.00)`,
    );
    expect(eticketMail(record, "en").text).toContain(
      "Passengers: Adult0 Kyaw, Adult1 Kyaw, Child2 Kyaw (child), Infant3 Kyaw (infant on the lap of Adult0 Kyaw).",
    );
    expect(eticketMail(record, "my").text).toContain("Infant3 Kyaw (Adult0 Kyaw ၏ ပေါင်ပေါ်တွင် မွေးကင်းစ)");
  });

  it("prices the infant again on the server: a total without them is a price change", async () => {
    const { withInfant, without } = await familyOffers();
    const res = await book(withInfant, 1, (body) => ({
      ...body,
      flightData: {
        ...body.flightData,
        price: { ...body.flightData.price, grandTotal: without.price.grandTotal },
      },
    }));
    const conflict = expectStatus(res, 409).body;
    expect(conflict.priceChanged).toBe(true);
    expect(conflict.verifiedData?.data.flightOffers[0]?.price.grandTotal).toBe(withInfant.price.grandTotal);
  });

  it("refuses more infants than adults (TOO_MANY_INFANTS), holding nothing", async () => {
    const { withInfant } = await familyOffers({ ...family, adults: 1, children: 0 });
    const baby = withInfant.travelerPricings[1];
    if (!baby) throw new Error("no infant");
    const twins = {
      ...withInfant,
      travelerPricings: [...withInfant.travelerPricings, { ...baby, travelerId: "3" }],
    };
    const res = await book(twins, 1, (body) => ({
      ...body,
      passengerInfo: [...body.passengerInfo, infant()],
    }));
    const body = expectStatus(res, 400).body;
    expect(body.error.code).toBe("TOO_MANY_INFANTS");
    expect(body.message).toBe("At most one infant on lap per adult: 2 infants for 1 adults");
  });

  it("refuses an infant who is 2 on the day of the last flight (INFANT_TOO_OLD), naming them", async () => {
    // Under 2 on the way out (6 December 2026), 2 on the way back (10 February 2027).
    const trip = { ...family, returnDate: "2027-02-10" };
    const { withInfant } = await familyOffers(trip);
    const res = await book(withInfant, 1, (body) => ({
      ...body,
      passengerInfo: body.passengerInfo.map((p, i) => (i === 3 ? { ...p, dateOfBirth: "2025-02-10" } : p)),
    }));
    const body = expectStatus(res, 400).body;
    expect(body.error.code).toBe("INFANT_TOO_OLD");
    expect(body.message).toMatch(
      /^Infant Passenger 4 must be under 2 years old on the day of the last flight\./,
    );
    expect(Object.keys(body.error.fields ?? {})).toEqual(["passengerInfo.3.dateOfBirth"]);
    // A day younger, the family books.
    const younger = await book(withInfant, 1, (b) => ({
      ...b,
      passengerInfo: b.passengerInfo.map((p, i) => (i === 3 ? { ...p, dateOfBirth: "2025-02-11" } : p)),
    }));
    expectStatus(younger, 201);
  });

  it("needs an infant's passport abroad, and none at home", async () => {
    const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };
    const strip = (body: ReturnType<typeof bookingRequest>) => ({
      ...body,
      passengerInfo: body.passengerInfo.map((p, i) => (i === 3 ? { ...p, ...noPassport } : p)),
    });
    const abroad = await familyOffers({ ...family, travelType: 2, to: "BKK" });
    const refused = expectStatus(await book(abroad.withInfant, 2, strip), 400).body;
    expect(refused.message).toBe(
      "Please fill in all required fields for Infant Passenger 4: passportNumber, passportExpiry, countryOfPassport",
    );
    const home = await familyOffers();
    const booked = expectStatus(await book(home.withInfant, 1, strip), 201).body.data;
    expect(booked.passengers[3]).toMatchObject({ passportNumber: "", phoneNumber: "", email: "" });
    expect(fromCents(cents(booked.totalPrice))).toBe(home.withInfant.price.grandTotal);
  });
});
