/**
 * The cheapest complete trips from each leg's options, best first: the sum of the chosen options'
 * costs in increasing order, and among equal sums the earlier options (each leg's list is sorted
 * by the caller: cheapest, then earliest). A trip is kept only when every option `fits` after the
 * one before it (a flight cannot leave before the previous leg has landed).
 *
 * Bounded work: tuples of option indices are taken from a heap by cost, each taken tuple adds
 * the tuples one step further on one leg, and the search stops after `limit` trips or
 * `maxTried` tuples, whichever comes first. With K options on each of N legs that is at most
 * `maxTried` × N heap entries, never K^N combinations.
 */
export interface CombineOptions<T> {
  cost: (option: T) => number;
  fits: (previous: T, next: T) => boolean;
  /** How many trips to answer. */
  limit: number;
  /** How many combinations to look at, at most, fitting or not. */
  maxTried?: number;
}

/** How many combinations are looked at by default: enough for legs whose cheapest options clash. */
export const DEFAULT_MAX_TRIED = 4000;

/**
 * Best-first combinations of one option per leg.
 * @example combineLegs([[a1, a2], [b1]], { cost, fits, limit: 10 }) // [[a1, b1], [a2, b1]] when both fit
 * @returns at most `limit` trips, cheapest first; none when a leg has no options.
 */
export function combineLegs<T>(legs: readonly (readonly T[])[], options: CombineOptions<T>): T[][] {
  const { cost, fits, limit, maxTried = DEFAULT_MAX_TRIED } = options;
  if (legs.length === 0 || legs.some((leg) => leg.length === 0) || limit < 1) return [];
  const costs = legs.map((leg) => leg.map(cost));
  const total = (indices: readonly number[]) =>
    indices.reduce((sum, index, leg) => sum + (costs[leg]?.[index] ?? 0), 0);
  const heap = new TupleHeap();
  const seen = new Set<string>();
  const push = (indices: number[]) => {
    const key = indices.join(",");
    if (seen.has(key)) return;
    seen.add(key);
    heap.push({ indices, cost: total(indices) });
  };
  push(legs.map(() => 0));
  const trips: T[][] = [];
  for (let tried = 0; tried < maxTried && trips.length < limit; tried++) {
    const next = heap.pop();
    if (!next) break;
    const trip = next.indices.map((index, leg) => legs[leg]?.[index] as T);
    if (trip.every((option, leg) => leg === 0 || fits(trip[leg - 1] as T, option))) trips.push(trip);
    next.indices.forEach((index, leg) => {
      if (index + 1 < (legs[leg]?.length ?? 0)) push(next.indices.map((i, l) => (l === leg ? i + 1 : i)));
    });
  }
  return trips;
}

interface Entry {
  indices: number[];
  cost: number;
}

/** Cheaper first; among equal costs the lower indices, leg by leg (the earlier options). */
function before(a: Entry, b: Entry): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  for (let i = 0; i < a.indices.length; i++) {
    const d = (a.indices[i] ?? 0) - (b.indices[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

/** A binary min-heap of index tuples. */
class TupleHeap {
  private items: Entry[] = [];

  push(entry: Entry): void {
    const items = this.items;
    items.push(entry);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i] as Entry, items[parent] as Entry)) break;
      [items[i], items[parent]] = [items[parent] as Entry, items[i] as Entry];
      i = parent;
    }
  }

  pop(): Entry | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < items.length && before(items[left] as Entry, items[least] as Entry)) least = left;
        if (right < items.length && before(items[right] as Entry, items[least] as Entry)) least = right;
        if (least === i) break;
        [items[i], items[least]] = [items[least] as Entry, items[i] as Entry];
        i = least;
      }
    }
    return top;
  }
}
