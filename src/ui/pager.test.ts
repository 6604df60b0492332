import { describe, expect, it } from "vitest";
import { padCount, selectIndex } from "./pager.ts";

describe("selectIndex", () => {
  it("moves within the list and ignores anything outside it", () => {
    expect(selectIndex(0, 2, 3)).toBe(2);
    expect(selectIndex(1, 3, 3)).toBe(1);
    expect(selectIndex(1, -1, 3)).toBe(1);
    expect(selectIndex(1, 0.5, 3)).toBe(1);
  });
});

describe("padCount", () => {
  it("zero-pads to two digits", () => {
    expect(padCount(1)).toBe("01");
    expect(padCount(12)).toBe("12");
  });
});
