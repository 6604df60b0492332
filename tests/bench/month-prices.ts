import { addDays, localDate } from "../../src/domain/dates.ts";
import { monthOf, shiftMonth } from "../../src/domain/month-prices.ts";

/**
 * The month view's call (GET /apis/flights/cheapest-dates?month=) on an idle server: a month is
 * one search per day, so the first answer searches them all (the search cache empty for them)
 * and the next is served from the cache. Printed for a one-way and a round trip, two months out
 * (days no other measured request searched).
 */
export async function monthOfPrices(base: string, label: string): Promise<void> {
  const today = localDate(new Date(), 390);
  const month = shiftMonth(monthOf(today), 2);
  const departureDate = addDays(today, 10);
  const trips = [
    ["month, one way", `travelType=1&from=RGN&to=MDL&departureDate=${departureDate}`],
    [
      "month, round trip",
      `travelType=2&from=RGN&to=BKK&departureDate=${departureDate}&returnDate=${addDays(departureDate, 7)}`,
    ],
  ] as const;
  for (const [name, query] of trips) {
    const url = `${base}/apis/flights/cheapest-dates?${query}&adults=1&month=${month}`;
    const timed = async () => {
      const start = performance.now();
      const res = await fetch(url);
      const body = (await res.json()) as { data?: Array<{ price: string | null }> };
      return {
        ms: performance.now() - start,
        status: res.status,
        priced: body.data?.filter((d) => d.price).length,
      };
    };
    const cold = await timed();
    const warm = await timed();
    console.log(
      `${`${label}: ${name}`.padEnd(46)} first ${cold.ms.toFixed(1).padStart(6)} ms   cached ${warm.ms.toFixed(1).padStart(5)} ms  status ${cold.status}, ${cold.priced ?? 0} days priced`,
    );
  }
}
