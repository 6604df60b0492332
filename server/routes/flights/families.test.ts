import { afterEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest, passenger } from "../../../src/domain/test-data.ts";
import { flightInventory } from "../../db/schema/flights.ts";
import { eticketMail } from "../../eticket/mail.ts";
import { eticketLayout } from "../../eticket/pdf.ts";
import { cabinCapacity } from "../../flights/reference.ts";
import { flightDefinition } from "../../flights/schedule.ts";
import { firstOffer, flightKeyOf, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

const { t, me } = setUpFlightTests();
afterEach(() => endUnpaidHolds(t, me.user.id));

const search = { travelType: 1, from: "RGN", to: "MDL", adults: 1 };
const familyOf = (offer: FlightOffer | undefined) =>
  offer?.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;
const rule = (offer: FlightOffer | undefined, category: string) =>
  offer?.fareRules?.rules.find((r) => r.category === category);
const families = (id: string, query: Record<string, string> = {}) =>
  t.api(offerFamiliesRoute, { params: { id }, query });

describe("GET /flights/offers/{id}/families", () => {
  it("lists every family on sale for the flights, cheapest first, with prices and rules", async () => {
    const offer = await firstOffer(t, { ...search, departureDate: "2026-12-07" });
    const data = expectStatus(await families(offer.id, { adults: "1" }), 200).body.data;
    expect(data.map(familyOf)).toEqual(["PROMOTION", "SAVER", "FLEX"]);
    // The search's offer is the cheapest family, at the same price.
    expect(data[0]?.price.grandTotal).toBe(offer.price.grandTotal);
    const totals = data.map((o) => toCents(o.price.grandTotal) ?? 0);
    expect(totals[0]).toBeLessThan(totals[1] ?? 0);
    expect(totals[1]).toBeLessThan(totals[2] ?? 0);
    // Promotion: no refund, no checked bag, a no-show forfeits it; Flex: free refund, more bags.
    expect(rule(data[0], "REFUND")?.notApplicable).toBe(true);
    expect(rule(data[0], "NO_SHOW")?.notApplicable).toBe(true);
    expect(data[0]?.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags.weight).toBe(0);
    expect(rule(data[2], "REFUND")?.maxPenaltyAmount).toBe("0.00");
    const bags = (o: FlightOffer | undefined) =>
      o?.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags.weight ?? 0;
    expect(bags(data[2])).toBeGreaterThan(bags(data[1]));
    // Each id names its family and the same flights.
    for (const o of data) expect(o.id.split("~").slice(1)).toEqual(offer.id.split("~").slice(1));
    expect(data[2]?.id).toMatch(/^Y\.FLEX~/);
  });

  it("keeps the citizen fare and the infant on lap in every family", async () => {
    const offer = await firstOffer(t, {
      ...search,
      departureDate: "2026-12-08",
      fareType: "citizen",
      infants: 1,
    });
    const data = expectStatus(await families(offer.id, { adults: "1", infants: "1" }), 200).body.data;
    expect(data.length).toBe(3);
    for (const o of data) {
      expect(o.fareType).toBe("citizen");
      expect(o.id).toMatch(/^Y-citizen\.[A-Z]+~/);
      expect(o.travelerPricings.map((p) => p.travelerType)).toEqual(["ADULT", "HELD_INFANT"]);
    }
  });

  it("leaves out a family whose classes are sold", async () => {
    const offer = await firstOffer(t, { ...search, departureDate: "2026-12-09" });
    const [flightNumber = ""] = flightKeyOf(offer).split("@");
    const capacity = cabinCapacity(flightDefinition(flightNumber)?.aircraft ?? "", "Y");
    // Promotion is the cabin's cheapest quarter: sell it all.
    await t.database.db
      .insert(flightInventory)
      .values({ flightKey: flightKeyOf(offer), cabin: "Y", capacity, seatsSold: Math.ceil(capacity * 0.3) });
    await t.deps.flights.refresh();
    const data = expectStatus(await families(offer.id), 200).body.data;
    expect(data.map(familyOf)).toEqual(["SAVER", "FLEX"]);
  });

  it("holds a dearer family at its own price, and the booking names it", async () => {
    const offer = await firstOffer(t, { ...search, departureDate: "2026-12-10" });
    const data = expectStatus(await families(offer.id), 200).body.data;
    const flex = data.find((o) => familyOf(o) === "FLEX");
    if (!flex) throw new Error("Flex should be on sale");
    const body = {
      ...bookingRequest(flex, me.user.id),
      passengerInfo: [passenger({ firstName: "Flexible" })],
    };
    const booked = expectStatus(await t.api(createBookingRoute, { body, token: me.token }), 201).body.data;
    expect(booked.totalPrice).toBe(flex.price.grandTotal);
    expect(toCents(booked.totalPrice)).toBeGreaterThan(toCents(offer.price.grandTotal) ?? 0);
    expect(booked.fareFamilies).toEqual(["FLEX"]);
    const read = expectStatus(
      await t.api(getBookingRoute, { params: { id: booked.id }, token: me.token }),
      200,
    );
    expect(read.body.data.fareFamilies).toEqual(["FLEX"]);
    // The e-ticket and its mail name the family, in both languages.
    const ticket = (await eticketLayout(read.body.data)).map((d) => d.text);
    expect(ticket).toContain("Fare family  Flex");
    expect(eticketMail(read.body.data, "en").text).toContain("Fare family: Flex.");
    expect(eticketMail(read.body.data, "my").text).toContain("လက်မှတ် အမျိုးအစား- ပြောင်းလွယ်။");
  });

  it("never takes the client's price: a Flex id sent at Promotion's price is refused as changed", async () => {
    const offer = await firstOffer(t, { ...search, departureDate: "2026-12-11" });
    const flexId = offer.id.replace(/^Y~/, "Y.FLEX~");
    const body = { ...bookingRequest({ ...offer, id: flexId }, me.user.id), passengerInfo: [passenger()] };
    const res = await t.api(createBookingRoute, { body, token: me.token });
    expect(res.status).toBe(409);
  });

  it("answers 400 for an id we do not write or bad counts, 404 for flights not on sale", async () => {
    expect((await families("Y.BASIC~UB101@2026-12-07")).status).toBe(400);
    expect((await families("nonsense")).status).toBe(400);
    const offer = await firstOffer(t, { ...search, departureDate: "2026-12-07" });
    expect((await families(offer.id, { adults: "0" })).status).toBe(400);
    expect((await families(offer.id, { adults: "1", infants: "2" })).status).toBe(400);
    expect((await families("Y~UB101@2026-11-01")).status).toBe(404);
    expect((await families("Y~ZZ999@2026-12-07")).status).toBe(404);
  });

  it("is in the served OpenAPI with every status", async () => {
    const doc = await readOpenApi(t);
    const op = doc.paths["/apis/flights/offers/{id}/families"]?.get;
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(expect.arrayContaining(["200", "400", "404"]));
  });
});
