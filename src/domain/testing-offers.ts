/**
 * Offer generator for tests: the contract's shape with only what a test cares about set.
 * @example makeOffer({ carrier: "UB", at: "2026-12-01T07:00:00", total: "120.00" })
 */
import type { FlightOffer, FlightSegment } from "./flight-offer.ts";

export interface OfferSpec {
  carrier?: string;
  /** Outbound departure, airport-local. */
  at?: string;
  total?: string;
  /** Connections on the outbound. */
  stops?: number;
  /** A second carrier on the return; the offer is a round trip when given. */
  returnCarrier?: string;
  refund?: { maxPenaltyAmount?: string; notApplicable?: boolean };
}

function segment(id: number, carrier: string, from: string, to: string, at: string): FlightSegment {
  return {
    id: String(id),
    carrierCode: carrier,
    number: String(100 + id),
    aircraft: { code: "320" },
    departure: { iataCode: from, terminal: "1", at },
    arrival: { iataCode: to, terminal: "1", at: `${at.slice(0, 11)}23:00:00` },
    duration: "PT1H30M",
    numberOfStops: 0,
  };
}

export function makeOffer(spec: OfferSpec = {}): FlightOffer {
  const { carrier = "UB", at = "2026-12-01T08:00:00", total = "100.00", stops = 0 } = spec;
  const outbound = Array.from({ length: stops + 1 }, (_, i) =>
    segment(i + 1, carrier, i === 0 ? "RGN" : "HUB", i === stops ? "BKK" : "HUB", at),
  );
  const itineraries = [{ duration: "PT1H30M", segments: outbound }];
  if (spec.returnCarrier)
    itineraries.push({
      duration: "PT1H30M",
      segments: [segment(stops + 2, spec.returnCarrier, "BKK", "RGN", "2026-12-05T18:00:00")],
    });
  return {
    id: `Y~${carrier}${at}${total}`,
    type: "flight-offer",
    source: "GDS",
    oneWay: itineraries.length === 1,
    lastTicketingDate: "2026-11-26",
    numberOfBookableSeats: 9,
    itineraries,
    price: { currency: "USD", base: total, total, grandTotal: total, taxes: [] },
    pricingOptions: { fareType: ["PUBLISHED"], includedCheckedBagsOnly: true },
    validatingAirlineCodes: [carrier],
    travelerPricings: [],
    ...(spec.refund
      ? { fareRules: { currency: "USD", rules: [{ category: "REFUND", ...spec.refund }] } }
      : {}),
  };
}
