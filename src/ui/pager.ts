/**
 * Spec section 4, testimonial slider: moves to `next` only when it is a valid index.
 * @example selectIndex(0, 5, 3) // 0 (ignored: outside the list)
 */
export function selectIndex(current: number, next: number, length: number): number {
  return Number.isInteger(next) && next >= 0 && next < length ? next : current;
}

/**
 * The counter's two-digit numbers.
 * @example padCount(1) // "01"
 */
export function padCount(value: number): string {
  return String(value).padStart(2, "0");
}
