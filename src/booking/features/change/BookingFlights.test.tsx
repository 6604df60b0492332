import { describe, expect, it } from "vitest";
import type { LegView } from "../../../domain/booking-legs.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { BookingFlights } from "./BookingFlights.tsx";

const leg = (direction: "outbound" | "return", origin: string, destination: string) =>
  ({
    name: { kind: direction },
    key: direction,
    origin,
    destination,
    originCity: `${origin} city`,
    destinationCity: `${destination} city`,
    airlineName: "Air KBZ",
    departDate: "Dec 20",
    departTime: "07:30",
    arriveDate: "Dec 20",
    arriveTime: "08:55",
    flights: ["K7 222", "K7 224"],
  }) as unknown as LegView;

describe("the named booking's flights", () => {
  it("lists each leg's cities, times and flights", () => {
    const html = renderIn(
      <BookingFlights bookingId="BK1" legs={[leg("outbound", "RGN", "MDL"), leg("return", "MDL", "RGN")]} />,
    );
    expect(html).toContain("BK1");
    expect(html).toContain("RGN city (RGN) → MDL city (MDL)");
    expect(html).toContain("MDL city (MDL) → RGN city (RGN)");
    expect(html).toContain("K7 222 + K7 224");
  });
});
