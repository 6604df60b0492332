import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";

/**
 * Reads a persisted store in an island that was rendered on the server: returns `serverValue`
 * (what the static HTML shows) until the island has hydrated, then the store's value. This keeps
 * hydration identical to the HTML while localStorage can hold anything.
 */
export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const value = useStore(store);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? value : serverValue;
}
