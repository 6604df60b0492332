import { describe, expect, it } from "vitest";
import { duplicateIds, MAX_TOASTS, overflowIds, supersededErrorIds, toastOptions } from "./toast-options.ts";

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

  it("show a message once: the older copies of a visible toast go, other messages and types stay", () => {
    const toast = (id: string, message: unknown, type = "error", visible = true) => ({
      id,
      message,
      type,
      visible,
    });
    expect(
      duplicateIds([
        toast("5", "Wrong password"),
        toast("4", "Wrong password"),
        toast("3", "Wrong password", "success"),
        toast("2", "Too many attempts"),
        toast("1", "Wrong password"),
      ]),
    ).toEqual(["4", "1"]);
    expect(duplicateIds([toast("2", "Saved", "success", false), toast("1", "Saved", "success")])).toEqual([]);
  });
});

describe("supersededErrorIds", () => {
  it("dismisses the errors shown before the newest success, not those after it", () => {
    const toasts = [
      { id: "d", visible: true, type: "error" },
      { id: "c", visible: true, type: "success" },
      { id: "b", visible: true, type: "error" },
      { id: "a", visible: false, type: "error" },
    ];
    expect(supersededErrorIds(toasts)).toEqual(["b"]);
    expect(supersededErrorIds([{ id: "a", visible: true, type: "error" }])).toEqual([]);
  });
});
