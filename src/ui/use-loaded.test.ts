import { describe, expect, it } from "vitest";
import { preload } from "./use-loaded.ts";

describe("preload", () => {
  it("runs a load once, however often it is asked for", async () => {
    let runs = 0;
    const load = async () => {
      runs += 1;
      return "calendar";
    };
    const [a, b] = await Promise.all([preload(load), preload(load)]);
    expect([a, b]).toEqual(["calendar", "calendar"]);
    await preload(load);
    expect(runs).toBe(1);
  });

  it("runs a failed load again the next time (a chunk that could not be downloaded)", async () => {
    let runs = 0;
    const load = async () => {
      runs += 1;
      if (runs === 1) throw new Error("offline");
      return "screen";
    };
    await expect(preload(load)).rejects.toThrow("offline");
    await expect(preload(load)).resolves.toBe("screen");
    expect(runs).toBe(2);
  });
});
