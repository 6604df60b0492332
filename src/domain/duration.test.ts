import { describe, expect, it } from "vitest";
import { formatDuration, humanDuration, parseDuration } from "./duration.ts";

describe("durations", () => {
  it("parses Amadeus durations into minutes", () => {
    expect(parseDuration("PT1H25M")).toBe(85);
    expect(parseDuration("PT2H")).toBe(120);
    expect(parseDuration("PT45M")).toBe(45);
    expect(parseDuration("P1DT2H")).toBe(1560);
  });

  it("refuses what is not a duration", () => {
    expect(parseDuration("1h25")).toBeNull();
    expect(parseDuration("PT")).toBeNull();
    expect(parseDuration("P")).toBeNull();
  });

  it("formats minutes and round-trips", () => {
    expect(formatDuration(85)).toBe("PT1H25M");
    expect(formatDuration(120)).toBe("PT2H");
    expect(formatDuration(5)).toBe("PT5M");
    expect(parseDuration(formatDuration(1234))).toBe(1234);
    expect(humanDuration("PT1H25M")).toBe("1h 25m");
  });
});
