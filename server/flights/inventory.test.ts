import { describe, expect, it } from "vitest";
import { MemoryInventory, type SoldRow } from "./inventory.ts";

const rows: SoldRow[] = [
  { flightKey: "UB101@2026-12-01", cabin: "ECONOMY", seatsSold: 3 },
  { flightKey: "K7222@2026-12-02", cabin: "BUSINESS", seatsSold: 1 },
];
const oneMoreSold: SoldRow[] = rows.map((r, i) => (i === 0 ? { ...r, seatsSold: 4 } : r));

describe("the in-memory inventory view", () => {
  it("takes seats sold and overrides from a refresh", () => {
    const memory = new MemoryInventory();
    memory.load(rows, [{ flightKey: "UB101@2026-12-01", closed: true, departureAt: null, arrivalAt: null }]);
    expect(memory.sold("UB101@2026-12-01", "ECONOMY")).toBe(3);
    expect(memory.sold("UB101@2026-12-01", "BUSINESS")).toBe(0);
    expect(memory.override("UB101@2026-12-01")?.closed).toBe(true);
  });

  it("keeps its version (and so every cached search) when a refresh finds nothing new", () => {
    const memory = new MemoryInventory();
    memory.load(rows, []);
    const version = memory.version;
    memory.load([...rows].reverse(), []);
    expect(memory.version).toBe(version);
  });

  it("moves its version when seats, a schedule or a closure changed", () => {
    const memory = new MemoryInventory();
    memory.load(rows, []);
    let version = memory.version;
    memory.load(oneMoreSold, []);
    expect(memory.version).toBeGreaterThan(version);
    expect(memory.sold("UB101@2026-12-01", "ECONOMY")).toBe(4);
    version = memory.version;
    const moved = {
      flightKey: "K7222@2026-12-02",
      closed: false,
      departureAt: "2026-12-02T09:00",
      arrivalAt: null,
    };
    memory.load(oneMoreSold, [moved]);
    expect(memory.version).toBeGreaterThan(version);
    version = memory.version;
    memory.load(oneMoreSold, [{ ...moved, closed: true }]);
    expect(memory.version).toBeGreaterThan(version);
    expect(memory.override("K7222@2026-12-02")?.closed).toBe(true);
  });

  it("moves its version on every sale or release of this process", () => {
    const memory = new MemoryInventory();
    const version = memory.version;
    memory.adjust("UB101@2026-12-01", "ECONOMY", 2);
    expect(memory.version).toBeGreaterThan(version);
    expect(memory.sold("UB101@2026-12-01", "ECONOMY")).toBe(2);
  });
});
