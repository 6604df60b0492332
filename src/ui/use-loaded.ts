import { startTransition, useEffect, useState } from "react";

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

/** A load as a component sees it: what it resolved to, or why it failed, and a way to ask again. */
export interface Loaded<T> {
  /** Undefined until the load has arrived. */
  value: T | undefined;
  /** The load failed (a chunk that could not be downloaded, even after the page's one reload). */
  failed: boolean;
  error: unknown;
}

/**
 * What `load` resolves to once it has (a component's code, say); it is started when the
 * component first renders with `wanted`. A failure is returned, not thrown, so the caller can
 * keep its form usable (a plain date field in place of a calendar, say). This is not React.lazy
 * with Suspense, for a part inside a screen that is already live: React holds content that arrives back until 300 ms after a Suspense fallback appeared
 * (FALLBACK_THROTTLE_MS), so code that arrives in 50 ms still took 300; here the caller shows
 * its placeholder as a plain render and the content the moment it is there.
 */
export function useLoaded<T>(load: Load<T>, wanted = true): Loaded<T> {
  const has = arrived.has(load);
  const [failure, setFailure] = useState<{ load: Load<T>; error: unknown } | null>(null);
  const [, rerender] = useState(0);
  const failed = failure?.load === load;
  useEffect(() => {
    if (has || !wanted || failed) return;
    let live = true;
    preload(load).then(
      // In a transition: React draws what arrived (a whole screen) in slices, and a tap meanwhile
      // is answered between them instead of after it.
      () => live && startTransition(() => rerender((n) => n + 1)),
      (error: unknown) => live && setFailure({ load, error }),
    );
    return () => {
      live = false;
    };
  }, [load, has, wanted, failed]);
  const value = has ? (arrived.get(load) as T) : undefined;
  return { value, failed, error: failed ? failure?.error : undefined };
}
