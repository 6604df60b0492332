import { describe, expect, it } from "vitest";
import { resultsMark } from "./results-mark.ts";

const mark = (query: string, fare = "citizen") => resultsMark(new URLSearchParams(query), fare);

describe("the results' marks before the first paint", () => {
  it("name a round trip's step: the outbounds, or the returns of the chosen outbound", () => {
    const roundTrip = "travelType=2&from=RGN&to=BKK&departureDate=2026-12-06&returnDate=2026-12-10";
    expect(mark(roundTrip).trip).toBe("outbound");
    expect(mark(`${roundTrip}&outbound=Y-citizen~7Y131@2026-12-06`).trip).toBe("return");
    expect(mark(`${roundTrip}&outbound=%20`).trip).toBe("outbound");
  });

  it("name a multi-city trip, and nothing for a one-way search", () => {
    expect(mark("travelType=1&legs=RGN-NYU-2026-12-06_NYU-MDL-2026-12-08").trip).toBe("multi-city");
    expect(mark("travelType=1&from=RGN&to=MDL&departureDate=2026-12-06").trip).toBeUndefined();
  });

  it("give a domestic search's fare line the fare it is priced for; none abroad", () => {
    expect(mark("travelType=1&from=RGN&to=MDL", "foreigner").fare).toBe("foreigner");
    expect(mark("travelType=1&legs=RGN-NYU-2026-12-06_NYU-MDL-2026-12-08").fare).toBe("citizen");
    expect(mark("travelType=2&from=RGN&to=BKK").fare).toBeUndefined();
    expect(mark("travelType=1&from=RGN&to=MDL", "local").fare).toBeUndefined();
  });
});
