import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../db/schema/accounts.ts";
import { createTestContext, type TestContext } from "../testing/harness.ts";
import { changeSchedule, describeFlight, resetFlight, setClosed, setMmkRate } from "./operations.ts";
import { findOffers, TEST_NOW } from "./testing.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => TEST_NOW });
});
afterAll(() => t.close());

const rgnMdl = { from: "RGN", to: "MDL", departureDate: "2026-12-01", limit: 20 };
const ub101 = async () => (await findOffers(t, rgnMdl)).find((o) => o.id.includes("UB101"));

describe("operations", () => {
  it("moves a flight; search shows the new times once the view refreshes", async () => {
    const result = await changeSchedule(t.database.db, "UB101", "2026-12-01", "09:45");
    expect(result).toMatchObject({
      departureAt: "2026-12-01T09:45:00",
      arrivalAt: "2026-12-01T11:10:00",
      changed: true,
    });
    await t.deps.flights.refresh();
    expect((await ub101())?.itineraries[0]?.segments[0]?.departure.at).toBe("2026-12-01T09:45:00");
  });

  it("closes and reopens a flight", async () => {
    await setClosed(t.database.db, "UB101", "2026-12-01", true);
    await t.deps.flights.refresh();
    expect(await ub101()).toBeUndefined();
    await resetFlight(t.database.db, "UB101", "2026-12-01");
    await t.deps.flights.refresh();
    expect((await ub101())?.itineraries[0]?.segments[0]?.departure.at).toBe("2026-12-01T07:00:00");
  });

  it("refuses flights and dates that are not in the timetable", async () => {
    await expect(describeFlight(t.database.db, "ZZ1", "2026-12-01")).rejects.toThrow("No flight ZZ1");
    await expect(describeFlight(t.database.db, "NH813", "2026-12-01")).rejects.toThrow(
      "does not fly on 2026-12-01",
    );
    await expect(changeSchedule(t.database.db, "UB101", "2026-12-01", "25:99")).rejects.toThrow(
      "is not a time",
    );
  });

  it("writes the MMK rate row", async () => {
    await setMmkRate(t.database.db, "2150");
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, "mmk_rate"));
    expect(row?.value).toBe("2150");
    await expect(setMmkRate(t.database.db, "-1")).rejects.toThrow("not a positive number");
  });
});
