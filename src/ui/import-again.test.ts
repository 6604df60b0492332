import { describe, expect, it } from "vitest";
import { againOrReload } from "./import-again.ts";

/** A load that fails `failures` times, then resolves; counts what happened around it. */
function setUp(failures: number, answers: boolean[]) {
  const seen = { runs: 0, probes: 0, kept: 0, reloads: 0 };
  const load = againOrReload(
    async () => {
      seen.runs += 1;
      if (seen.runs <= failures) throw new Error("Failed to fetch dynamically imported module");
      return "calendar";
    },
    {
      beforeReload: () => {
        seen.kept += 1;
      },
      reachable: async () => answers[seen.probes++] ?? true,
      reload: () => {
        seen.reloads += 1;
      },
    },
  );
  return { load, seen };
}

/** Whether a promise has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("againOrReload", () => {
  it("passes a first failure on without asking the site or reloading", async () => {
    const { load, seen } = setUp(1, []);
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(seen).toEqual({ runs: 1, probes: 0, kept: 0, reloads: 0 });
  });

  it("gives the code when asking again brings it (a browser that fetches a failed module again)", async () => {
    const { load, seen } = setUp(1, []);
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe("calendar");
    expect(seen.reloads).toBe(0);
  });

  it("reloads, keeping the visitor's state first, when asking again fails while the site answers", async () => {
    const { load, seen } = setUp(2, [true]);
    await expect(load()).rejects.toThrow();
    const again = load();
    expect(await settled(again)).toBe(false);
    expect(seen).toEqual({ runs: 2, probes: 1, kept: 1, reloads: 1 });
  });

  it("passes the failure on while the site does not answer either, and reloads once it does", async () => {
    const { load, seen } = setUp(3, [false, true]);
    await expect(load()).rejects.toThrow();
    await expect(load()).rejects.toThrow();
    expect(seen.reloads).toBe(0);
    expect(await settled(load())).toBe(false);
    expect(seen).toEqual({ runs: 3, probes: 2, kept: 1, reloads: 1 });
  });

  it("starts counting again after a success", async () => {
    let runs = 0;
    let reloads = 0;
    const load = againOrReload(
      async () => {
        runs += 1;
        if (runs !== 2) throw new Error("offline");
        return "calendar";
      },
      { reachable: async () => true, reload: () => (reloads += 1) },
    );
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe("calendar");
    await expect(load()).rejects.toThrow("offline");
    expect(reloads).toBe(0);
  });
});
