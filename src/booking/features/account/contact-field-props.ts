import type { Translate } from "../../../i18n/translate-core.ts";

/**
 * What every account form's e-mail and phone inputs share (ContactFields.tsx; My Profile's view,
 * which the page also draws before React arrives, uses them without hooks).
 */
export function emailFieldProps(t: Translate) {
  return {
    label: t("account.field.email"),
    name: "email",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    required: true,
  } as const;
}

/** The phone input (`phoneNumber`), required, with the country-code hint. */
export function phoneFieldProps(t: Translate) {
  return {
    label: t("account.field.phone"),
    name: "phoneNumber",
    type: "tel",
    autoComplete: "tel",
    required: true,
    hint: t("account.field.phoneHint"),
  } as const;
}
