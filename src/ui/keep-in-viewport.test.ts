import { describe, expect, it } from "vitest";
import { shiftIntoView } from "./keep-in-viewport.ts";

describe("shiftIntoView", () => {
  it("leaves a popup that fits where it is", () => {
    expect(shiftIntoView(36, 296, 390)).toBe(0);
    expect(shiftIntoView(8, 382, 390)).toBe(0);
  });

  it("moves a popup that runs past the right edge leftwards, 8 px from it", () => {
    expect(shiftIntoView(72, 400, 390)).toBe(-18);
    expect(shiftIntoView(120, 480, 390)).toBe(-98);
  });

  it("moves a popup that starts before the left edge rightwards", () => {
    expect(shiftIntoView(-40, 200, 390)).toBe(48);
  });

  it("keeps the left edge on the screen when the popup is wider than the screen", () => {
    expect(shiftIntoView(72, 572, 390)).toBe(-64);
    expect(shiftIntoView(-10, 600, 390)).toBe(18);
  });
});
