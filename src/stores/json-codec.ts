/**
 * A persistent store's codec for a JSON value: `null`/empty encodes as nothing (the key is
 * removed) and unreadable or wrongly shaped text decodes as the fallback.
 */
export function jsonCodec<T>(fallback: T, isValid: (value: unknown) => value is T) {
  return {
    encode: (value: T) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
    decode: (text: string): T => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
  };
}
