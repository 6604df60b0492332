import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest, passenger } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { eticketLayout } from "../../eticket/pdf.ts";
import { setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createBookingRoute, getBookingRoute, listBookingsRoute } from "./booking.routes.ts";
import { cheapestDates, searchOneWays } from "./search.routes.ts";

const { t, me } = setUpFlightTests();
afterEach(() => endUnpaidHolds(t, me.user.id));

type Query = Record<string, string>;
const domestic: Query = { travelType: "1", from: "RGN", to: "MDL", departureDate: "2026-12-04", adults: "2" };
const abroad: Query = { ...domestic, travelType: "2", to: "BKK", returnDate: "2026-12-09" };

const offersFor = async (query: Query) => expectStatus(await t.api(searchOneWays, { query }), 200).body.data;
const daysFor = async (query: Query) =>
  expectStatus(await t.api(cheapestDates, { query: { ...query, days: "7" } }), 200).body.data;
const cents = (amount: string | null | undefined) => toCents(amount ?? "") ?? Number.NaN;
/** The foreigner offer of the same flights as a citizen offer. */
const sameFlights = (offers: FlightOffer[], citizen: FlightOffer) =>
  offers.find((o) => o.id === citizen.id.replace("-citizen~", "~"));

/** A citizen family books with NRC numbers, as the citizen fare asks; foreigners with passports. */
const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };
const withNrcs = (offer: FlightOffer) => ({
  ...bookingRequest(offer, me.user.id),
  passengerInfo: offer.travelerPricings.map((_, i) =>
    passenger({ ...noPassport, firstName: `Adult${i}`, nrcNumber: `12/OUKAMA(N)12345${i}` }),
  ),
});
const book = (body: ReturnType<typeof bookingRequest>) =>
  t.api(createBookingRoute, { body, token: me.token });

describe("search and cheapest-dates by fare type", () => {
  it("answer a citizen cheaper domestic fares than a foreigner, on the same flights", async () => {
    const citizen = await offersFor({ ...domestic, fareType: "citizen" });
    const foreigner = await offersFor({ ...domestic, fareType: "foreigner" });
    expect(citizen.length).toBeGreaterThan(0);
    for (const offer of citizen) {
      const same = sameFlights(foreigner, offer);
      expect(offer.fareType).toBe("citizen");
      expect(same?.fareType).toBe("foreigner");
      expect(cents(offer.price.grandTotal)).toBeLessThan(cents(same?.price.grandTotal));
      expect(offer.travelerPricings[0]?.fareDetailsBySegment[0]?.fareBasis).toMatch(/LOC[YWJF]$/);
      expect(same?.travelerPricings[0]?.fareDetailsBySegment[0]?.fareBasis).toMatch(/DOM[YWJF]$/);
    }
  });

  it("answer foreigner fares when no fare type is named, as before the parameter", async () => {
    expect(await offersFor(domestic)).toEqual(await offersFor({ ...domestic, fareType: "foreigner" }));
    expect(await offersFor({ ...domestic, fareType: "" })).toEqual(await offersFor(domestic));
    expect(await offersFor({ ...domestic, fareType: "CITIZEN" })).toEqual(
      await offersFor({ ...domestic, fareType: "citizen" }),
    );
  });

  it("answer the same international offers whatever the fare type, with none named on them", async () => {
    const citizen = await offersFor({ ...abroad, fareType: "citizen" });
    expect(citizen.length).toBeGreaterThan(0);
    expect(citizen).toEqual(await offersFor({ ...abroad, fareType: "foreigner" }));
    expect(citizen.every((o) => o.fareType === undefined)).toBe(true);
  });

  it("give the date strip citizen or foreigner prices at home and one price abroad", async () => {
    const citizen = await daysFor({ ...domestic, fareType: "citizen" });
    const foreigner = await daysFor({ ...domestic, fareType: "foreigner" });
    expect(citizen.map((d) => d.date)).toEqual(foreigner.map((d) => d.date));
    for (const [i, day] of citizen.entries())
      expect(cents(day.price), day.date).toBeLessThan(cents(foreigner[i]?.price));
    const [cheapest] = await offersFor({ ...domestic, fareType: "citizen" });
    expect(citizen.find((d) => d.date === domestic.departureDate)?.price).toBe(cheapest?.price.grandTotal);
    expect(await daysFor({ ...abroad, fareType: "citizen" })).toEqual(
      await daysFor({ ...abroad, fareType: "foreigner" }),
    );
  });

  it.each([["myanmar"], ["local"], ["citizen,foreigner"]])(
    "refuse fareType=%s with a 400 naming the two values",
    async (fareType) => {
      const message = `Unknown fare type: ${fareType}. Use fareType=citizen or fareType=foreigner`;
      for (const res of [
        await t.api(searchOneWays, { query: { ...domestic, fareType } }),
        await t.api(cheapestDates, { query: { ...domestic, fareType } }),
      ]) {
        const refused = expectStatus(res, 400);
        expect(refused.body.message).toBe(message);
        expect(refused.body.error.fields).toEqual({ fareType: "citizen or foreigner" });
      }
    },
  );

  it("are documented in the served OpenAPI, on both calls", async () => {
    const { paths } = await readOpenApi(t);
    for (const path of ["/apis/flights/search/one-ways", "/apis/flights/cheapest-dates"]) {
      const parameters = (paths[path]?.get?.parameters ?? []) as Array<{
        name: string;
        schema?: { enum?: string[] };
      }>;
      expect(parameters.find((p) => p.name === "fareType")?.schema?.enum, path).toEqual([
        "citizen",
        "foreigner",
      ]);
    }
  });
});

describe("booking by fare type", () => {
  it("holds a citizen offer at the citizen price and records the fare type", async () => {
    const [offer] = await offersFor({ ...domestic, departureDate: "2026-12-05", fareType: "citizen" });
    if (!offer) throw new Error("no offer");
    const record = expectStatus(await book(withNrcs(offer)), 201).body.data;
    expect(record).toMatchObject({ fareType: "citizen", totalPrice: offer.price.grandTotal });
    const read = await t.api(getBookingRoute, { params: { id: record.id }, token: me.token });
    expect(expectStatus(read, 200).body.data.fareType).toBe("citizen");
    const list = await t.api(listBookingsRoute, { query: { userId: me.user.id }, token: me.token });
    expect(expectStatus(list, 200).body.data.find((b) => b.id === record.id)?.fareType).toBe("citizen");
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, record.id));
    expect(row?.fareType).toBe("citizen");
    const ticket = (await eticketLayout(record)).map((d) => d.text);
    expect(ticket).toContain("Fare type  Citizen fare (NRC needed for each adult)");
  });

  it("records a foreigner fare at home and no fare type abroad", async () => {
    const [foreigner] = await offersFor({ ...domestic, departureDate: "2026-12-06", fareType: "foreigner" });
    const [international] = await offersFor({ ...abroad, fareType: "citizen" });
    if (!foreigner || !international) throw new Error("no offer");
    const home = expectStatus(await book(bookingRequest(foreigner, me.user.id)), 201).body.data;
    expect(home).toMatchObject({ fareType: "foreigner", totalPrice: foreigner.price.grandTotal });
    const away = expectStatus(await book(bookingRequest(international, me.user.id, 2)), 201).body.data;
    expect(away.fareType).toBeNull();
    const ticket = async (record: typeof home) => (await eticketLayout(record)).map((d) => d.text).join("\n");
    expect(await ticket(home)).toContain("Fare type  Foreigner fare (passport needed for each adult)");
    expect(await ticket(away)).not.toContain("Fare type");
  });

  it("prices a hold again at the fare type of the offer's id, never at the price sent", async () => {
    const query = { ...domestic, departureDate: "2026-12-07" };
    const [citizen] = await offersFor({ ...query, fareType: "citizen" });
    if (!citizen) throw new Error("no offer");
    const foreigner = sameFlights(await offersFor({ ...query, fareType: "foreigner" }), citizen);
    if (!foreigner) throw new Error("no foreigner offer");
    // A citizen offer sent with the foreigner price: the server answers the citizen price.
    const dearer = { ...citizen, price: { ...citizen.price, grandTotal: foreigner.price.grandTotal } };
    const up = expectStatus(await book(withNrcs(dearer)), 409).body;
    expect(up).toMatchObject({ priceChanged: true });
    expect(up.verifiedData?.data.flightOffers[0]).toMatchObject({
      id: citizen.id,
      fareType: "citizen",
      price: { grandTotal: citizen.price.grandTotal },
    });
    // A foreigner offer sent with the citizen price: the foreigner price.
    const cheaper = { ...foreigner, price: { ...foreigner.price, grandTotal: citizen.price.grandTotal } };
    const down = expectStatus(await book(bookingRequest(cheaper, me.user.id)), 409).body;
    expect(down.verifiedData?.data.flightOffers[0]?.price.grandTotal).toBe(foreigner.price.grandTotal);
    // Sent with its own price, the citizen offer books at the citizen fare.
    const booked = expectStatus(await book(withNrcs(citizen)), 201).body.data;
    expect(booked).toMatchObject({ fareType: "citizen", totalPrice: citizen.price.grandTotal });
  });

  it("refuses a citizen fare whose adult has no NRC, and a foreigner fare whose adult has no passport", async () => {
    const query = { ...domestic, departureDate: "2026-12-08" };
    const [citizen] = await offersFor({ ...query, fareType: "citizen" });
    const [foreigner] = await offersFor({ ...query, fareType: "foreigner" });
    if (!citizen || !foreigner) throw new Error("no offer");
    // The second adult has a passport but no NRC: the citizen fare names them.
    const passportOnly = withNrcs(citizen);
    passportOnly.passengerInfo[1] = passenger({ firstName: "Mya" });
    const noNrc = expectStatus(await book(passportOnly), 400).body.error;
    expect(noNrc).toMatchObject({
      code: "ID_DOCUMENT_REQUIRED",
      message: "Adult Passenger 2 needs an NRC for this fare. Please enter the NRC number.",
    });
    // NRCs only, on the foreigner fare: a passport is asked for.
    const noPassportBody = { ...withNrcs(foreigner), flightData: foreigner };
    const noPass = expectStatus(await book(noPassportBody), 400).body.error;
    expect(noPass.code).toBe("ID_DOCUMENT_REQUIRED");
    expect(noPass.message).toMatch(/^Adult Passenger 1 needs a passport/);
    // The fare type is the one the server priced: a citizen offer relabelled foreigner in the body
    // is still held as a citizen fare (its id decides).
    const relabelled = { ...passportOnly, flightData: { ...citizen, fareType: "foreigner" as const } };
    expect(expectStatus(await book(relabelled), 400).body.error.code).toBe("ID_DOCUMENT_REQUIRED");
  });
});
