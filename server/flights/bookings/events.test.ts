import { describe, expect, it } from "vitest";
import { isBookingEvent } from "../../../src/domain/booking-events.ts";
import { toBookingEvent } from "./events.ts";

const at = new Date("2026-11-29T10:00:00.000Z");
const flight = { flightNumber: "UB401", from: "RGN", to: "MDL", departureAt: "2026-12-09T07:00:00" };

describe("toBookingEvent", () => {
  it("reads a kind it does not know (a later free move) with whichever facts it stored", () => {
    const event = toBookingEvent({
      bookingId: "B1",
      kind: "MOVED" as "CHANGED",
      at,
      money: {
        from: { flights: [flight] },
        to: { flights: [{ ...flight, flightNumber: "UB403" }] },
        charged: 0,
      },
      change: null,
    });
    expect(event).toEqual({
      kind: "MOVED",
      at: at.toISOString(),
      amount: "0.00",
      from: [flight],
      to: [{ ...flight, flightNumber: "UB403" }],
      schedule: null,
      reason: null,
    });
    expect(isBookingEvent(event)).toBe(true);
  });

  it("leaves out what a row holds in a shape it cannot tell", () => {
    const event = toBookingEvent({
      bookingId: "B1",
      kind: "CANCELLED",
      at,
      money: { refund: "lots", from: { flights: [{ flightNumber: 4 }] } },
      change: { kind: "MOVED" },
    });
    expect(event).toMatchObject({ amount: null, from: null, schedule: null });
    expect(isBookingEvent(event)).toBe(true);
  });
});
