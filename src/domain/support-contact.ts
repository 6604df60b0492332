/**
 * How travellers reach the support team (spec: fixed text in the footer and on the complete
 * page). The footer and the booking app's support notes read it from here.
 */
export const HOTLINES: readonly string[] = ["+95 9 123 456 789", "+95 1 234 567"];
export const SUPPORT_EMAIL = "support@flights.example.mm";

/**
 * The hotlines in a sentence: each number kept on one line (no-break spaces), comma-separated.
 * @example hotlinesInText() // "+95 9 123 456 789, +95 1 234 567" (spaces inside a number no-break)
 */
export function hotlinesInText(): string {
  return HOTLINES.map((number) => number.replaceAll(" ", "\u00a0")).join(", ");
}

/**
 * A `tel:` link for a hotline number as written.
 * @example telHref("+95 9 123 456 789") // "tel:+959123456789"
 */
export function telHref(number: string): string {
  return `tel:${number.replaceAll(" ", "")}`;
}
