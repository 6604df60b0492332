/**
 * What a mail job carries (the paid e-ticket, a cancellation, a schedule change): the language
 * of the page it was asked from and the addresses, written by the statement that enqueued it.
 */
export interface MailJobPayload {
  locale: string;
  to: string[];
}

/** True for a mail job's payload with a language and at least one non-empty address. */
export function isMailJobPayload(value: unknown): value is MailJobPayload {
  return (
    typeof value === "object" &&
    value !== null &&
    "locale" in value &&
    typeof value.locale === "string" &&
    "to" in value &&
    Array.isArray(value.to) &&
    value.to.length > 0 &&
    value.to.every((address) => typeof address === "string" && address.length > 0)
  );
}
