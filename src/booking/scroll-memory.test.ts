import { describe, expect, it } from "vitest";
import { keptPositions } from "./scroll-memory.ts";

describe("keptPositions", () => {
  it("keeps every entry's position while there are few", () => {
    expect(
      keptPositions([
        ["a", 0],
        ["b", 640],
      ]),
    ).toEqual([
      ["a", 0],
      ["b", 640],
    ]);
  });

  it("keeps only the newest entries when there are more than it keeps", () => {
    const entries = Array.from({ length: 60 }, (_, i): [string, number] => [`e${i}`, i * 10]);
    const kept = keptPositions(entries, 50);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual(["e10", 100]);
    expect(kept.at(-1)).toEqual(["e59", 590]);
  });
});
