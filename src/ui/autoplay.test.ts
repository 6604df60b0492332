import { describe, expect, it } from "vitest";
import { autoplayState } from "./autoplay.ts";

describe("autoplayState", () => {
  it.each([
    [{ paused: false, hovered: false, focused: false }, "playing"],
    [{ paused: false, hovered: true, focused: false }, "hovered"],
    [{ paused: false, hovered: true, focused: true }, "focused"],
    [{ paused: true, hovered: true, focused: true }, "paused"],
  ] as const)("%o is %s", (inputs, state) => {
    expect(autoplayState(inputs)).toBe(state);
  });
});
