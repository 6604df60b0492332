import { describe, expect, it } from "vitest";
import { combineLegs } from "./combine-legs.ts";

/** A leg's option: its price, and when it leaves and lands (hours). */
interface Option {
  name: string;
  price: number;
  departs: number;
  lands: number;
}
const option = (name: string, price: number, departs: number, lands = departs + 1): Option => ({
  name,
  price,
  departs,
  lands,
});
const byPrice = (options: Option[]) =>
  [...options].sort((a, b) => a.price - b.price || a.departs - b.departs);
const fits = (previous: Option, next: Option) => next.departs >= previous.lands + 1;
const names = (trips: Option[][]) => trips.map((trip) => trip.map((o) => o.name).join(" "));
const combine = (legs: Option[][], limit = 10, maxTried?: number) =>
  combineLegs(legs.map(byPrice), { cost: (o) => o.price, fits, limit, maxTried });

/** Every fitting trip, cheapest first: what the bounded search must agree with on small inputs. */
function everyTrip(legs: Option[][]): Option[][] {
  let trips: Option[][] = [[]];
  for (const leg of legs)
    trips = trips.flatMap((trip) =>
      byPrice(leg)
        .filter((o) => trip.length === 0 || fits(trip.at(-1) as Option, o))
        .map((o) => [...trip, o]),
    );
  const sum = (trip: Option[]) => trip.reduce((s, o) => s + o.price, 0);
  return trips.sort((a, b) => sum(a) - sum(b));
}

describe("combining legs into trips", () => {
  const first = [option("A1", 50, 8), option("A2", 40, 20), option("A3", 90, 6)];
  const second = [option("B1", 30, 9), option("B2", 35, 23), option("B3", 60, 30)];
  const third = [option("C1", 20, 40), option("C2", 10, 26)];

  it("answers the cheapest trips first, each leg leaving after the previous one lands", () => {
    const trips = combine([first, second, third]);
    const sums = trips.map((trip) => trip.reduce((s, o) => s + o.price, 0));
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
    for (const trip of trips)
      for (let i = 1; i < trip.length; i++) expect(fits(trip[i - 1] as Option, trip[i] as Option)).toBe(true);
    expect(names(trips)).toEqual(names(everyTrip([first, second, third]).slice(0, 10)));
  });

  it("leaves out a cheap option that would leave before the previous leg lands", () => {
    // A2 B1 would cost least (70), but A2 lands at 21:00 and B1 leaves at 9:00.
    expect(names(combine([first, second]))[0]).toBe("A2 B2");
    expect(names(combine([first, second]))).not.toContain("A2 B1");
  });

  it("stops at the limit", () => {
    expect(combine([first, second, third], 2)).toHaveLength(2);
  });

  it("answers nothing when a leg has no options or none fits", () => {
    expect(combine([first, []])).toEqual([]);
    expect(combine([[option("late", 1, 50)], [option("early", 1, 10)]])).toEqual([]);
  });

  it("agrees with every combination on larger legs, and stays within its bound", () => {
    const leg = (tag: string, day: number) =>
      Array.from({ length: 8 }, (_, i) =>
        option(`${tag}${i}`, 100 - ((i * 37) % 50), day * 24 + ((i * 5) % 18)),
      );
    const legs = [leg("a", 0), leg("b", 0), leg("c", 1), leg("d", 1)];
    expect(names(combine(legs, 10))).toEqual(names(everyTrip(legs).slice(0, 10)));
    // One tuple looked at: only the cheapest, which clashes here (b's cheapest leaves before a's lands).
    expect(combine(legs, 10, 1).length).toBeLessThanOrEqual(1);
  });
});
