import { ETICKET_MAILS } from "../eticket/mail-limit.ts";
import { UNPAID_HOLDS_PER_ACCOUNT } from "../flights/bookings/holds-limit.ts";
import { KEY_LEASE_MS, PROVIDER_TIME_LIMIT_MS } from "../payments/key-claims.ts";
import { RATE_RULES, type RateRule } from "../rate-limit.ts";
import { HSTS_VALUE } from "./hsts.ts";

const minutes = (seconds: number) => (seconds === 60 ? "1 minute" : `${seconds / 60} minutes`);
const rate = (what: string, rule: { ip: RateRule; email: RateRule }) =>
  rule.ip.max === rule.email.max
    ? `- ${what}: ${rule.email.max} per e-mail and per address in ${minutes(rule.email.windowSeconds)}.`
    : `- ${what}: ${rule.email.max} per e-mail and ${rule.ip.max} per address in ${minutes(rule.email.windowSeconds)}.`;

/**
 * The part of the OpenAPI document's description that states every limit and the guarantees on
 * money, tokens and HTTPS, written from the constants the server enforces, so it cannot drift.
 */
export function limitsAndGuarantees(): string[] {
  const login = RATE_RULES.loginFailures;
  return [
    "",
    "Limits (each answers 429 with `Retry-After`, or 409, with a sentence a traveller can read):",
    `- Login: ${login.email.max} failed logins per e-mail and per address in ${minutes(login.email.windowSeconds)}.`,
    rate("Sign-up", RATE_RULES.register),
    rate("Forgot-password", RATE_RULES.forgotPassword),
    rate("Reset-password", RATE_RULES.resetPassword),
    rate("Contact form", RATE_RULES.contact),
    rate("Newsletter", RATE_RULES.subscribe),
    `- E-ticket mail: ${ETICKET_MAILS.perBooking} per booking and ${ETICKET_MAILS.perAccount} per account in ` +
      `${ETICKET_MAILS.windowHours} hours (429 \`ETICKET_MAIL_LIMIT\`).`,
    `- Unpaid bookings: ${UNPAID_HOLDS_PER_ACCOUNT} per account at once (409 \`UNPAID_HOLDS_LIMIT\`).`,
    "With several processes on PostgreSQL the rate limits are counted in the database, for all of them.",
    "",
    `Money: a request working on an \`Idempotency-Key\` holds it for a ${KEY_LEASE_MS / 1000}-second lease; a retry ` +
      "after its process died takes it over and completes the work exactly once, so a key is never stuck. A " +
      `top-up whose provider does not answer within ${PROVIDER_TIME_LIMIT_MS / 1000} s answers 503 \`TOP_UP_PENDING\`: ` +
      "retry with the same key; pending top-ups are also settled when a server starts and every minute.",
    "Tokens: a revoked token (logout, password change or reset) is refused at once by every server process.",
    "HTTPS: behind `TRUST_PROXY` proxies that send `X-Forwarded-Proto: https`, every answer carries " +
      `\`Strict-Transport-Security: ${HSTS_VALUE}\`.`,
  ];
}
