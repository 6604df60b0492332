/** The first retry waits this long; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 30_000;
/** No retry waits longer than this. */
export const LONGEST_RETRY_MS = 3_600_000;
/**
 * Attempts before a job is given up: the backoff reaches an hour after 8 and stays there, so
 * these span about a day (a mail server down for a night still gets the mail out).
 */
export const MAX_ATTEMPTS = 30;

/**
 * How long to wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min,
 * ... then an hour at most.
 * @example retryDelayMs(1) // 30_000
 * @example retryDelayMs(3) // 120_000
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_RETRY_MS);
}
