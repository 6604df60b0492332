import type { ReadableAtom } from "nanostores";
import { useCallback, useRef, useSyncExternalStore } from "react";

const notYetKnown = () => undefined;

/**
 * A store's value as a component shows it: undefined while the page is built and while it
 * hydrates, then the value this browser holds (what it keeps in storage, its clock, its
 * address). The build cannot know them, so the first paint and the hydrated screen draw the
 * same first state (a skeleton), and React draws the value right after hydrating
 * (`useSyncExternalStore`'s server snapshot), never as a mismatch.
 * @example const params = useStored($searchParams); // undefined, then SearchParams | null
 */
export function useStored<T>(store: ReadableAtom<T>): T | undefined {
  // One value per render: a computed store read while nothing listens is computed anew each
  // time (@nanostores/react keeps it the same way).
  const snapshot = useRef<T>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (changed: () => void) => {
      const update = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        changed();
      };
      const stop = store.listen(update);
      // A change between the render and this subscription.
      update(store.get());
      return stop;
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => snapshot.current, notYetKnown);
}

const never = () => () => undefined;

/**
 * False while the page is built and while it hydrates, true after: for what only the browser
 * knows without a store (its address's query, today's date).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
