import { persistentAtom } from "@nanostores/persistent";
import type { WritableAtom } from "nanostores";
import { jsonCodec } from "./json-codec.ts";

/**
 * A store kept as JSON under `key` in localStorage (and in step with other tabs). A stored value
 * that does not parse or fails `isValid` (an old version, a hand edit) reads as null instead of
 * breaking the page.
 * @example const $x = storedJSON("x", (v): v is { a: number } => typeof v?.a === "number");
 */
export function storedJSON<T>(key: string, isValid: (value: unknown) => value is T): WritableAtom<T | null> {
  return persistentAtom<T | null>(
    key,
    null,
    jsonCodec<T | null>(null, (value): value is T => isValid(value)),
  );
}
