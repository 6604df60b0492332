import { useEffect, useState } from "react";

type Load<T> = () => Promise<T>;

/** What each load resolved to; a load is a module-level function, so its identity is stable. */
const arrived = new Map<Load<unknown>, unknown>();
const pending = new Map<Load<unknown>, Promise<unknown>>();

/**
 * Runs a load once (a failed one may run again) and remembers what it resolved to.
 * @example preload(loadCalendar) // starts downloading the calendar's code
 */
export function preload<T>(load: Load<T>): Promise<T> {
  let running = pending.get(load) as Promise<T> | undefined;
  if (!running) {
    running = load().then(
      (value) => {
        arrived.set(load, value);
        return value;
      },
      (error: unknown) => {
        pending.delete(load);
        throw error;
      },
    );
    pending.set(load, running);
  }
  return running;
}

/**
 * What `load` resolves to once it has (a component's code, say), undefined until then; it is
 * started when the component first renders with `wanted`. A failed load is thrown while
 * rendering, for the nearest error boundary. This replaces React.lazy with Suspense: React
 * holds content that arrives back until 300 ms after a Suspense fallback appeared
 * (FALLBACK_THROTTLE_MS), so code that arrives in 50 ms still took 300; here the caller shows
 * its placeholder as a plain render and the content the moment it is there.
 */
export function useLoaded<T>(load: Load<T>, wanted = true): T | undefined {
  const has = arrived.has(load);
  const [failure, setFailure] = useState<{ load: Load<T>; error: unknown } | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (has || !wanted) return;
    let live = true;
    preload(load).then(
      () => live && rerender((n) => n + 1),
      (error: unknown) => live && setFailure({ load, error }),
    );
    return () => {
      live = false;
    };
  }, [load, has, wanted]);
  if (failure?.load === load) throw failure.error;
  return has ? (arrived.get(load) as T) : undefined;
}
