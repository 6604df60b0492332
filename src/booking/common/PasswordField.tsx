import { type ComponentProps, useId, useState } from "react";
import { Field } from "../../ui/Field.tsx";
import { useT } from "../use-t.ts";

/** What a password input is given by the form around it. */
export interface PasswordFieldProps extends Omit<ComponentProps<typeof Field>, "type" | "trailing"> {
  /** `current-password` on sign-in, `new-password` where one is chosen. */
  autoComplete: "current-password" | "new-password";
}

/**
 * A password input with its own show/hide toggle (spec: each password field has one), wired
 * like the shared Field: label, hint and announced error. The toggle's name says what a press
 * does ("Show password" / "Hide password") and contains its visible word.
 */
export function PasswordField({ id, ...field }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field
      {...field}
      id={inputId}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          aria-controls={inputId}
          aria-label={visible ? t("account.password.hide") : t("account.password.show")}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t("account.password.hideShort") : t("account.password.showShort")}
        </button>
      }
    />
  );
}
