import { describe, expect, it } from "vitest";
import { MAX_TOASTS, overflowIds, toastOptions } from "./toast-options.ts";

describe("toast options", () => {
  it("follow the spec's durations", () => {
    expect(toastOptions.duration).toBe(4000);
    expect(toastOptions.success?.duration).toBe(2000);
    expect(toastOptions.error?.duration).toBe(4000);
    expect(toastOptions.loading?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it("dismiss the oldest beyond 20", () => {
    const toasts = Array.from({ length: 22 }, (_, i) => ({ id: String(22 - i), visible: true }));
    expect(overflowIds(toasts)).toEqual(["2", "1"]);
    expect(overflowIds(toasts.slice(0, MAX_TOASTS))).toEqual([]);
  });
});
