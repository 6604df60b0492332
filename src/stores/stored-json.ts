import { persistentAtom } from "@nanostores/persistent";
import type { WritableAtom } from "nanostores";

/**
 * A store kept as JSON under `key` in localStorage (and in step with other tabs). A stored value
 * that does not parse or fails `isValid` (an old version, a hand edit) reads as null instead of
 * breaking the page.
 * @example const $x = storedJSON("x", (v): v is { a: number } => typeof v?.a === "number");
 */
export function storedJSON<T>(key: string, isValid: (value: unknown) => value is T): WritableAtom<T | null> {
  return persistentAtom<T | null>(key, null, {
    encode: (value) => (value === null ? undefined : JSON.stringify(value)),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
  });
}
