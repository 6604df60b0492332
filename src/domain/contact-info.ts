/** The booker's contact details (spec section 3), entered on the ticket page. */
export interface ContactInfo {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  country: string;
}

/** A failed rule: the spec's message and the payload field it is about. */
export interface RuleFailure {
  message: string;
  field: string;
}

export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "city",
  "country",
] as const satisfies ReadonlyArray<keyof ContactInfo>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * E-mail as spec section 5 reads it: something@domain.tld, no spaces.
 * @example isValidEmail("a@b.mm") // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * Phone as spec section 5 reads it: after an optional leading +, 6 to 15 digits only.
 * @example isValidPhone("+959123456") // true
 */
export function isValidPhone(value: string): boolean {
  return /^\d{6,15}$/.test(normalizePhone(value));
}

/**
 * The phone as the booking payload sends it: trimmed, without the leading + (spec section 3).
 * @example normalizePhone(" +959123456 ") // "959123456"
 */
export function normalizePhone(value: string): string {
  return value.trim().replace(/^\+/, "");
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
  if (!contact || typeof contact !== "object")
    return { message: "Need To fill Contact Info", field: "contactInfo" };
  const missing = CONTACT_FIELDS.filter((key) => !filled(contact[key]));
  if (missing.length > 0)
    return {
      message: `Please fill in contact information: ${missing.join(", ")}`,
      field: `contactInfo.${missing[0]}`,
    };
  if (!isValidEmail(String(contact.email)))
    return { message: "Please enter a valid email address", field: "contactInfo.email" };
  if (!isValidPhone(String(contact.phoneNumber)))
    return { message: "Please enter a valid phone number", field: "contactInfo.phoneNumber" };
  return null;
}

/** True for a value a person has typed something into. */
export function filled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
