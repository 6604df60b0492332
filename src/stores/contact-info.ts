import { persistentAtom } from "@nanostores/persistent";
import type { ContactInfo } from "../domain/contact-info.ts";
import { isRecord, jsonCodec } from "./json-codec.ts";

/** The contact form as typed so far (spec section 3 "Stored in the browser": saved contact info). */
export type ContactDraft = Partial<ContactInfo>;

/** The ticket page's contact info, saved as it is typed so a reload loses nothing (`contactInfo`). */
export const $contactInfo = persistentAtom<ContactDraft>(
  "contactInfo",
  {},
  jsonCodec<ContactDraft>({}, (v): v is ContactDraft => isRecord(v)),
);

/** Saves one typed field. */
export function setContactField(field: keyof ContactInfo, value: string): void {
  $contactInfo.set({ ...$contactInfo.get(), [field]: value });
}

/**
 * Fills the empty fields from the signed-in customer (name split at the first space, e-mail,
 * phone); what the traveller typed stays.
 */
export function prefillContact(user: { name: string; email: string; phoneNumber: string }): void {
  const current = $contactInfo.get();
  const [first = "", ...rest] = user.name.trim().split(/\s+/);
  const from: ContactDraft = {
    firstName: first,
    lastName: rest.join(" "),
    email: user.email,
    phoneNumber: user.phoneNumber,
  };
  const next = { ...current };
  for (const [key, value] of Object.entries(from) as Array<[keyof ContactInfo, string]>)
    if (!next[key]?.trim() && value) next[key] = value;
  $contactInfo.set(next);
}

/** Forgets the contact info (sign-out or another user). */
export function clearContactInfo(): void {
  $contactInfo.set({});
}
