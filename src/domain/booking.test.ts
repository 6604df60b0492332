import { describe, expect, it } from "vitest";
import { bookingTotal } from "./booking.ts";

describe("bookingTotal", () => {
  it("adds outbound and return in cents", () => {
    expect(bookingTotal({ price: 0.1, returnFlightInfo: { price: 0.2 } })).toBe("0.30");
    expect(bookingTotal({ price: 120.1, returnFlightInfo: null })).toBe("120.10");
  });
});
