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
  });

  it("reads durations in English as the spec writes them", () => {
    expect(humanDuration("PT1H25M")).toBe("1h 25m");
    expect(humanDuration("PT2H", "en")).toBe("2h");
    expect(humanDuration("PT45M", "en")).toBe("45m");
    expect(humanDuration("PT0M", "en")).toBe("0m");
    expect(humanDuration("P1DT2H5M", "en")).toBe("26h 5m");
  });

  it("reads durations in Myanmar with Myanmar units and digits", () => {
    // Spaces shown as " "; each number is held to its unit by a no-break space.
    const my = (iso: string) => humanDuration(iso, "my").replaceAll("\u00a0", " ");
    expect(my("PT1H25M")).toBe("၁ နာရီ ၂၅ မိနစ်");
    expect(my("PT2H")).toBe("၂ နာရီ");
    expect(my("PT45M")).toBe("၄၅ မိနစ်");
    expect(my("PT10H50M")).toBe("၁၀ နာရီ ၅၀ မိနစ်");
    expect(humanDuration("PT1H25M", "my")).toBe("၁\u00a0နာရီ ၂၅\u00a0မိနစ်");
  });

  it("leaves what it cannot read as it came", () => {
    expect(humanDuration("soon", "my")).toBe("soon");
  });
});
