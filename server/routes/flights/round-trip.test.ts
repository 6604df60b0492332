import { describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { readOutboundsAnswer, readReturnsAnswer } from "../../../src/domain/round-trip-legs.ts";
import { bookOffer, findOffers, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { roundTripOutboundsRoute, roundTripReturnsRoute } from "./round-trip.routes.ts";

const { t, me } = setUpFlightTests();

type Query = Record<string, string>;
const trip: Query = {
  travelType: "1",
  from: "RGN",
  to: "MDL",
  departureDate: "2026-12-05",
  returnDate: "2026-12-08",
  adults: "1",
};
const outbounds = (query: Query) => t.api(roundTripOutboundsRoute, { query });
const returns = (query: Query) => t.api(roundTripReturnsRoute, { query });
const cents = (price: string) => toCents(price) ?? 0;

describe("GET /apis/flights/search/round-trip/outbounds", () => {
  it("lists every outbound once, each with its cheapest whole trip, cheapest first", async () => {
    const body = expectStatus(await outbounds(trip), 200).body;
    const oneWays = await findOffers(t, { ...trip, returnDate: "", limit: 50 });
    const ids = body.data.map((o) => o.outboundId);
    // Every outbound of the day, more than the ten a one-way search shows by default.
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(oneWays.map((o) => o.id).sort());
    const totals = body.data.map((o) => cents(o.offer.price.grandTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const [first] = body.data;
    expect(first?.offer.itineraries).toHaveLength(2);
    expect(first?.offer.itineraries[1]?.segments[0]?.departure.iataCode).toBe("MDL");
    expect(body.meta).toEqual({ count: body.data.length, currency: "USD" });
    expect(body.dictionaries.carriers).toMatchObject({ UB: "Myanmar National Airlines" });
    // The cheapest whole trip is the combined search's cheapest pair.
    const [combined] = await findOffers(t, trip);
    expect(first?.offer.price.grandTotal).toBe(combined?.price.grandTotal);
  });

  it("refuses a search without a return date, in words", async () => {
    const res = expectStatus(await outbounds({ ...trip, returnDate: "" }), 400);
    expect(res.body.message).toBe("A round trip needs a return date (returnDate)");
    expectStatus(await outbounds({ ...trip, returnDate: "2026-12-01" }), 400);
    expectStatus(await outbounds({ ...trip, from: "Nowhere" }), 400);
  });

  it("answers no outbounds on a route closed to the travellers, with its notice", async () => {
    const closed = { ...trip, to: "KYP", fareType: "foreigner" };
    const body = expectStatus(await outbounds(closed), 200).body;
    expect(body.data).toEqual([]);
    expect(body.notices.map((n) => n.kind)).toContain("closed");
  });
});

describe("GET /apis/flights/search/round-trip/returns", () => {
  it("lists every return that fits the outbound, priced with it, starting with the trip it showed", async () => {
    const listed = expectStatus(await outbounds(trip), 200).body.data;
    const chosen = listed.at(-1);
    if (!chosen) throw new Error("outbounds expected");
    const body = expectStatus(await returns({ ...trip, outbound: chosen.outboundId }), 200).body;
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.data[0]?.price.grandTotal).toBe(chosen.offer.price.grandTotal);
    for (const offer of body.data) {
      expect(offer.id.startsWith(`${chosen.outboundId}~`)).toBe(true);
      expect(offer.itineraries[0]).toEqual(chosen.offer.itineraries[0]);
      expect(offer.oneWay).toBe(false);
    }
    const totals = body.data.map((o) => cents(o.price.grandTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
  });

  it("answers a 400 that says what to do for a missing, malformed or foreign outbound", async () => {
    const [first] = expectStatus(await outbounds(trip), 200).body.data;
    const id = first?.outboundId ?? "";
    const missing = expectStatus(await returns(trip), 400);
    expect(missing.body.message).toBe("Choose an outbound flight first (outbound)");
    for (const outbound of [
      "not an id",
      "Y~UB999@2026-12-05",
      id.replace("2026-12-05", "2026-12-06"),
      first?.offer.id ?? "",
      `${id}'; drop table bookings`,
    ]) {
      const res = expectStatus(await returns({ ...trip, outbound }), 400);
      expect(res.body.message).toBe(
        "This outbound flight is not one of this search's: choose your outbound flight again",
      );
    }
    // Another cabin's search does not take this cabin's outbound.
    expectStatus(await returns({ ...trip, travelClass: "J", outbound: id }), 400);
  });

  it("answers an offer that books as any round trip does, at its price", async () => {
    const [first] = expectStatus(await outbounds(trip), 200).body.data;
    const [offer] = expectStatus(await returns({ ...trip, outbound: first?.outboundId ?? "" }), 200).body
      .data;
    if (!offer) throw new Error("a return expected");
    const booked = expectStatus(await bookOffer(t, offer, me), 201).body.data;
    expect(booked.totalPrice).toBe(offer.price.grandTotal);
    expect(booked.returnFlightInfo).toBeTruthy();
  });
});

describe("the browser's reading of the answers", () => {
  it("reads the real outbounds and returns as cards of one leg, each with its whole trip", async () => {
    const body = expectStatus(await outbounds(trip), 200).body;
    const cards = readOutboundsAnswer(body);
    expect(cards?.offers?.map((o) => o.id)).toEqual(body.data.map((o) => o.outboundId));
    expect(cards?.offers?.every((o) => o.itineraries.length === 1)).toBe(true);
    const [first] = body.data;
    expect(cards?.trips.get(first?.outboundId ?? "")).toEqual(first?.offer);
    const back = expectStatus(await returns({ ...trip, outbound: first?.outboundId ?? "" }), 200).body;
    const returnCards = readReturnsAnswer(back);
    expect(returnCards?.offers?.[0]?.itineraries[0]).toEqual(back.data[0]?.itineraries[1]);
    expect(returnCards?.trips.get(back.data[0]?.id ?? "")).toEqual(back.data[0]);
  });
});

describe("OpenAPI", () => {
  it("documents both leg-by-leg calls with the statuses they answer", async () => {
    const { paths } = await readOpenApi(t);
    for (const path of ["outbounds", "returns"]) {
      const responses = paths[`/apis/flights/search/round-trip/${path}`]?.get?.responses ?? {};
      expect(Object.keys(responses).sort()).toEqual(["200", "400"]);
    }
  });
});
