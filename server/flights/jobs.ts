import type { AppDeps } from "../context.ts";

/** How often the search view reloads seats sold, operations changes and route notices from the database. */
export const REFRESH_INTERVAL_MS = 10_000;
/** How often unpaid holds past their time are expired and their seats given back. */
export const EXPIRY_INTERVAL_MS = 15_000;

/**
 * Loads the search view once, then keeps it fresh and expires unpaid holds on timers.
 * A failed run is logged and tried again next time. Answers a function that stops both timers.
 */
export async function startInventoryJobs(
  deps: Pick<AppDeps, "flights" | "notices" | "log" | "now">,
): Promise<() => void> {
  await deps.flights.releaseExpired(deps.now());
  const refresh = () => Promise.all([deps.flights.refresh(), deps.notices.refresh()]);
  await refresh();
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job()
        .catch((err: unknown) => deps.log.error(`${name} failed`, { error: String(err) }))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(REFRESH_INTERVAL_MS, "inventory refresh", refresh),
    every(EXPIRY_INTERVAL_MS, "hold expiry", async () => {
      const expired = await deps.flights.releaseExpired(deps.now());
      if (expired.length > 0) deps.log.info("holds expired", { bookings: expired.length });
    }),
  ];
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
