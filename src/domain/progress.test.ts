import { describe, expect, it } from "vitest";
import { stepActive } from "./progress.ts";

describe("progress indicator", () => {
  it("activates step 1 always, step 2 from process 2, step 3 only at 3", () => {
    expect([1, 2, 3].map((p) => stepActive(1, p))).toEqual([true, true, true]);
    expect([1, 2, 3].map((p) => stepActive(2, p))).toEqual([false, true, true]);
    expect([1, 2, 3, 4].map((p) => stepActive(3, p))).toEqual([false, false, true, false]);
  });
});
