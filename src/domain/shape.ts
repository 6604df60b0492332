/**
 * Shape checks for what the app reads from outside its own code: records read back from storage
 * (an older app version's, a hand edit) and the API's answers. A page draws only what passes,
 * so a record missing a field it reads counts as no record at all, and an answer that does not
 * pass is an answer that could not be read.
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

/**
 * A check for an array (empty or not) whose every item passes `isItem`.
 * @example listOf(isUser)([]) // true
 */
export const listOf =
  <T>(isItem: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(isItem);

/**
 * Reads a value with a check: the value when it passes `is`, else undefined.
 * @example checked(isOk)({ success: true, message: "Logged out" }) // the same object
 */
export const checked =
  <T>(is: (value: unknown) => value is T) =>
  (value: unknown): T | undefined =>
    is(value) ? value : undefined;

/**
 * Reads the `data` of an answer `{ data }`: the value when it passes `isData`, else undefined
 * (an answer that could not be read).
 * @example dataOf(isUser)({ success: true, data: user }) // user
 */
export const dataOf =
  <T>(isData: (value: unknown) => value is T) =>
  (body: unknown): T | undefined =>
    isObject(body) && isData(body.data) ? body.data : undefined;

/** `{success: true, message}` of the routes that only confirm. */
export interface OkResponse {
  success: true;
  message: string;
}

/** True for a confirmation `{success: true, message}`. */
export function isOk(body: unknown): body is OkResponse {
  return isObject(body) && body.success === true && typeof body.message === "string";
}
