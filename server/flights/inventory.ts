import type { InventoryState, ScheduleOverride } from "./schedule.ts";

/** A row of seats sold, as the database and the memory view both hold it. */
export interface SoldRow {
  flightKey: string;
  cabin: string;
  seatsSold: number;
}

/**
 * The in-memory view search reads: seats sold per flight and cabin, and operations overrides.
 * This process's own bookings and expiries adjust it at once; a periodic refresh replaces it
 * from the database, which picks up other servers' sales. It may lag the database by one
 * refresh: booking re-checks against the database, so a stale view can only show a price or
 * seat the booking step then corrects.
 */
export class MemoryInventory implements InventoryState {
  #sold = new Map<string, number>();
  #overrides = new Map<string, ScheduleOverride>();
  /** Bumped on every change, so caches keyed on it stay correct. */
  version = 0;

  sold(flightKey: string, cabin: string): number {
    return this.#sold.get(`${flightKey}|${cabin}`) ?? 0;
  }

  override(flightKey: string): ScheduleOverride | undefined {
    return this.#overrides.get(flightKey);
  }

  /** Adds (or with a negative count, removes) seats sold on one flight and cabin. */
  adjust(flightKey: string, cabin: string, seats: number): void {
    const key = `${flightKey}|${cabin}`;
    this.#sold.set(key, Math.max(0, (this.#sold.get(key) ?? 0) + seats));
    this.version += 1;
  }

  /**
   * Replaces the whole view with what the database holds. The version moves only when something
   * differs, so a refresh that finds nothing new keeps every cached search answer.
   */
  load(rows: readonly SoldRow[], overrides: ReadonlyArray<ScheduleOverride & { flightKey: string }>): void {
    const sold = new Map(
      rows.filter((r) => r.seatsSold > 0).map((r) => [`${r.flightKey}|${r.cabin}`, r.seatsSold]),
    );
    const changes = new Map(overrides.map(({ flightKey, ...o }) => [flightKey, o]));
    const same =
      sameEntries(this.#sold, sold, (a, b) => a === b) &&
      sameEntries(
        this.#overrides,
        changes,
        (a, b) =>
          (a.departureAt ?? null) === (b.departureAt ?? null) &&
          (a.arrivalAt ?? null) === (b.arrivalAt ?? null) &&
          a.closed === b.closed,
      );
    if (same) return;
    this.#sold = sold;
    this.#overrides = changes;
    this.version += 1;
  }
}

function sameEntries<T>(a: ReadonlyMap<string, T>, b: ReadonlyMap<string, T>, same: (x: T, y: T) => boolean) {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    const other = b.get(key);
    if (other === undefined || !same(value, other)) return false;
  }
  return true;
}
