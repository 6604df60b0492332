import { describe, expect, it } from "vitest";
import {
  offerCarriers,
  offerStops,
  readOffers,
  readSearchAnswer,
  refundRule,
  summarize,
} from "./offer-view.ts";
import { flightOffer, routeNotice } from "./test-data.ts";

describe("summarize", () => {
  it("reads a direction's route, times, duration and stops", () => {
    const offer = flightOffer({ carrier: "UB", at: "2026-12-01T07:00:00", stops: 1 });
    const [outbound] = offer.itineraries;
    expect(outbound && summarize(outbound)).toMatchObject({
      from: "RGN",
      to: "BKK",
      departureAt: "2026-12-01T07:00:00",
      arrivalAt: "2026-12-01T23:00:00",
      minutes: 90,
      stops: 1,
      carriers: ["UB"],
    });
  });

  it("counts the most stops and every airline of an offer", () => {
    const offer = flightOffer({ carrier: "8M", stops: 1, returnCarrier: "PG" });
    expect(offerStops(offer)).toBe(1);
    expect(offerCarriers(offer)).toEqual(["8M", "PG"]);
  });
});

describe("refundRule", () => {
  it("reads the fare's REFUND rule", () => {
    expect(refundRule(flightOffer({ refund: { notApplicable: true } }))).toEqual({ kind: "none" });
    expect(refundRule(flightOffer({ refund: { maxPenaltyAmount: "0.00" } }))).toEqual({ kind: "free" });
    expect(refundRule(flightOffer({ refund: { maxPenaltyAmount: "40.00" } }))).toEqual({
      kind: "fee",
      feeUsd: "40.00",
    });
  });

  it("says unknown when the offer carries no rule", () => {
    expect(refundRule(flightOffer())).toEqual({ kind: "unknown" });
    expect(refundRule(flightOffer({ refund: { maxPenaltyAmount: "lots" } }))).toEqual({ kind: "unknown" });
  });
});

describe("readOffers", () => {
  it("accepts a list of offers, including an empty one", () => {
    expect(readOffers([flightOffer()])).toHaveLength(1);
    expect(readOffers([])).toEqual([]);
  });

  it("refuses what is not a list of offers", () => {
    expect(readOffers({ data: [] })).toBeNull();
    expect(readOffers(null)).toBeNull();
    expect(readOffers([{ id: "x" }])).toBeNull();
    expect(readOffers([{ ...flightOffer(), itineraries: [] }])).toBeNull();
    expect(readOffers([{ ...flightOffer(), price: { grandTotal: 132.4 } }])).toBeNull();
  });
});

describe("readSearchAnswer", () => {
  const carriers = { UB: "Myanmar National Airlines" };
  /** `GET /apis/flights/search/one-ways` as the API answers it. */
  const answer = {
    success: true,
    data: [flightOffer({ carrier: "UB" })],
    meta: { count: 1, currency: "USD" },
    dictionaries: { carriers },
  };

  it("reads the offers, the airline names and the route notices", () => {
    expect(readSearchAnswer(answer)).toEqual({ offers: answer.data, carriers, notices: [] });
    expect(readSearchAnswer({ ...answer, data: [], dictionaries: { carriers: {} } })).toEqual({
      offers: [],
      carriers: {},
      notices: [],
    });
    const closed = routeNotice();
    expect(readSearchAnswer({ ...answer, data: [], notices: [closed] })?.notices).toEqual([closed]);
    // Notices it cannot read are left out; the offers still show.
    expect(readSearchAnswer({ ...answer, notices: [{ id: 1 }] })).toEqual({
      offers: answer.data,
      carriers,
      notices: [],
    });
  });

  it("reads offers that are not offers as the spec's 'Invalid flight data' (null)", () => {
    expect(readSearchAnswer({ ...answer, data: [{ id: "x" }] })).toEqual({
      offers: null,
      carriers,
      notices: [],
    });
  });

  it("refuses a body that is not an answer", () => {
    expect(readSearchAnswer(null)).toBeUndefined();
    expect(readSearchAnswer("<html>")).toBeUndefined();
    expect(readSearchAnswer({ ...answer, dictionaries: { carriers: { UB: 7 } } })).toBeUndefined();
    expect(readSearchAnswer({ ...answer, dictionaries: { carriers: "UB" } })).toBeUndefined();
  });
});
