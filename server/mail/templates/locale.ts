/** Languages our mail is written in. */
export type MailLocale = "en" | "my";

/**
 * The language to store for a new user or subscriber, from the request's Accept-Language:
 * Myanmar when it is the first language the browser asks for, English otherwise.
 * @example localeFromHeader("my-MM,my;q=0.9,en;q=0.8") // "my"
 */
export function localeFromHeader(header: string | undefined): MailLocale {
  const first = header?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "my" || first.startsWith("my-") ? "my" : "en";
}

/** Narrows a stored locale to one we have templates for. */
export function mailLocale(value: string | null | undefined): MailLocale {
  return value === "my" ? "my" : "en";
}

/**
 * The language of the page a request came from: the booking app sends the page's language as
 * Accept-Language; a request without one gets `stored` (the user's language at sign-up).
 * @example pageLocale("my", "en") // "my"
 * @example pageLocale(undefined, "my") // "my"
 */
export function pageLocale(header: string | undefined, stored: string | null | undefined): MailLocale {
  return header?.trim() ? localeFromHeader(header) : mailLocale(stored);
}
