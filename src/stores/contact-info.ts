import { persistentAtom } from "@nanostores/persistent";
import type { ContactInfo } from "../domain/contact-info.ts";
import { prefilledContact } from "../domain/contact-prefill.ts";
import { isObject } from "../domain/shape.ts";
import { jsonCodec } from "./json-codec.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** The contact form as typed so far (spec section 3 "Stored in the browser": saved contact info). */
export type ContactDraft = Partial<ContactInfo>;

/** The ticket page's contact info, saved as it is typed so a reload loses nothing (`contactInfo`). */
export const $contactInfo = persistentAtom<ContactDraft>(
  STORAGE_KEYS.contactInfo,
  {},
  jsonCodec<ContactDraft>({}, (v): v is ContactDraft => isObject(v)),
);

/** Saves one typed field. */
export function setContactField(field: keyof ContactInfo, value: string): void {
  $contactInfo.set({ ...$contactInfo.get(), [field]: value });
}

/** Saves prefilledContact for the signed-in customer. */
export function prefillContact(user: { name: string; email: string; phoneNumber: string }): void {
  $contactInfo.set(prefilledContact($contactInfo.get(), user));
}

/** Replaces the whole contact: an agent picked one of their customers. */
export function fillContact(contact: ContactInfo): void {
  $contactInfo.set({ ...contact });
}

/** Forgets the contact info (sign-out or another user). */
export function clearContactInfo(): void {
  $contactInfo.set({});
}
