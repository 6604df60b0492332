/** The three steps of the booking progress indicator (spec section 2, Ticket). */
export const PROGRESS_STEPS = ["booking", "payment", "complete"] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/**
 * Spec section 4: step 1 is always active; step 2 when process is at least 2; step 3 only when
 * process is 3.
 * @example stepActive(2, 3) // true
 */
export function stepActive(step: 1 | 2 | 3, process: number): boolean {
  if (step === 1) return true;
  if (step === 2) return process >= 2;
  return process === 3;
}
