/**
 * Shape checks for records read back from storage (an older app version's, a hand edit): a page
 * draws only what passes, so a record missing a field it reads counts as no record at all.
 */

/** True for a plain object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True when each of `keys` holds a string. */
export function hasStrings(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.every((key) => typeof value[key] === "string");
}

/** True for a non-empty array whose every item passes `isItem`. */
export function isListOf(value: unknown, isItem: (item: unknown) => boolean): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.every(isItem);
}
