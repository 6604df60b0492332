import type { ContactInfo } from "./contact-fields.ts";

/**
 * The contact draft with its empty fields filled from the signed-in customer (name split at the
 * first space, e-mail, phone); what the traveller typed stays.
 * @example prefilledContact({ email: "me@x.mm" }, { name: "Su Su Hlaing", email: "su@x.mm", phoneNumber: "" }).lastName // "Su Hlaing"
 */
export function prefilledContact(
  current: Partial<ContactInfo>,
  user: { name: string; email: string; phoneNumber: string },
): Partial<ContactInfo> {
  const [first = "", ...rest] = user.name.trim().split(/\s+/);
  const from: Partial<ContactInfo> = {
    firstName: first,
    lastName: rest.join(" "),
    email: user.email,
    phoneNumber: user.phoneNumber,
  };
  const next = { ...current };
  for (const [key, value] of Object.entries(from) as Array<[keyof ContactInfo, string]>)
    if (!next[key]?.trim() && value) next[key] = value;
  return next;
}
