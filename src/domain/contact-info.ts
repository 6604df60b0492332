import { isValidEmail, isValidPhone, normalizePhone } from "./account-rules.ts";
import { CONTACT_FIELDS, type ContactInfo } from "./contact-fields.ts";
import { type RuleFailure, ruleFailure } from "./rule-messages.ts";

export { CONTACT_FIELDS, type ContactInfo } from "./contact-fields.ts";
export type { RuleFailure } from "./rule-messages.ts";

/**
 * The phone as the booking payload sends it (spec section 3): separators removed and no
 * leading +. Validity is account-rules' `isValidPhone`, the one phone rule.
 * @example phoneForPayload(" +95 9-123 456 ") // "959123456"
 */
export function phoneForPayload(value: string): string {
  return normalizePhone(value.trim()).replace(/^\+/, "");
}

/**
 * Spec section 5 contact rules with the section 8 messages, first failure only (the ticket
 * page shows one toast and stops).
 * @example validateContactInfo({ ...contact, email: "x" })?.message // "Please enter a valid email address"
 * @returns null when the contact info may be sent.
 */
export function validateContactInfo(
  contact: Partial<Record<keyof ContactInfo, unknown>> | null | undefined,
): RuleFailure | null {
  if (!contact || typeof contact !== "object") return ruleFailure("contact.none", "contactInfo");
  const missing = CONTACT_FIELDS.filter((key) => !filled(contact[key]));
  if (missing.length > 0)
    return ruleFailure("contact.missing", `contactInfo.${missing[0]}`, { fields: missing });
  if (!isValidEmail(String(contact.email).trim())) return ruleFailure("email.invalid", "contactInfo.email");
  if (!isValidPhone(String(contact.phoneNumber)))
    return ruleFailure("phone.invalid", "contactInfo.phoneNumber");
  return null;
}

/** True for a value a person has typed something into. */
export function filled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
