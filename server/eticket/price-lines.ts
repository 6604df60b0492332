import { customerPrice } from "../../src/domain/agent-markup.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { TravelerType } from "../../src/domain/flight-offer.ts";
import { fromCents, toCents } from "../../src/domain/money.ts";

/** How the fare lines name each traveller type. */
const FARE_LABEL: Record<TravelerType, string> = {
  ADULT: "Adult",
  CHILD: "Child",
  HELD_INFANT: "Infant on lap",
};

/** One line of the e-ticket's prices: `muted` for detail, `total` in bold. */
export interface PriceLine {
  text: string;
  style: "plain" | "muted" | "total";
}

/**
 * The e-ticket's price lines. A customer's own booking: each leg's share (named as its flights
 * are), each traveller type's fare, and the total paid. An agent's booking is the
 * ticket the agent hands their customer (docs/adr/0083): who travels and the selling price (net
 * + markup) only, since every share and fare above is the agent's net.
 */
export function eticketPriceLines(
  record: BookingRecord,
  legs: ReadonlyArray<{ name: string; price: number }>,
): PriceLine[] {
  if (record.agentSale) {
    const travellers = (record.priceBreakdown ?? []).map((f) => `${f.count} x ${FARE_LABEL[f.travelerType]}`);
    return [
      ...(travellers.length
        ? [{ text: `Travellers  ${travellers.join(", ")}`, style: "muted" as const }]
        : []),
      { text: `Total paid  USD ${customerPrice(record)}  (taxes and fees included)`, style: "total" },
    ];
  }
  const cents = (n: number) => toCents(n.toFixed(2)) ?? 0;
  return [
    ...legs.map((leg) => ({
      text: `${leg.name}  USD ${fromCents(cents(leg.price))}`,
      style: "plain" as const,
    })),
    // Each traveller type's own price, so a family sees what the infant on lap was charged.
    ...(record.priceBreakdown ?? []).map((fare) => ({
      text: `${FARE_LABEL[fare.travelerType]}  ${fare.count} x USD ${fare.total}  (fare ${fare.base}, taxes ${fare.taxes})`,
      style: "muted" as const,
    })),
    { text: `Total paid  USD ${record.totalPrice}  (taxes included)`, style: "total" },
  ];
}
