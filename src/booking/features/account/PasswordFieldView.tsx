import type { ReactNode } from "react";
import type { Translate } from "../../../i18n/translate-core.ts";
import { type FieldProps, FieldView } from "../../../ui/FieldView.tsx";

/** What a password input is given by the form around it (its id only where the form fixes one). */
export interface PasswordInputProps extends Omit<FieldProps, "id" | "type" | "trailing"> {
  /** `current-password` on sign-in, `new-password` where one is chosen. */
  autoComplete: "current-password" | "new-password";
  id?: string;
  t: Translate;
}

/** A password input as a form draws it: the screen's PasswordField, or a still copy of it (early-profile.ts). */
export type PasswordInput = (props: PasswordInputProps) => ReactNode;

interface PasswordFieldViewProps extends PasswordInputProps {
  id: string;
  /** The password is shown as text. */
  visible: boolean;
  onToggleVisible?: () => void;
}

/**
 * A password input with its own show/hide toggle (spec: each password field has one), wired
 * like the shared Field: label, hint and announced error. The toggle's name says what a press
 * does ("Show password" / "Hide password") and contains its visible word. Without hooks, so the
 * page can draw it before React arrives (early-profile.ts); PasswordField keeps the toggle's state.
 */
export function PasswordFieldView({ visible, onToggleVisible, t, ...field }: PasswordFieldViewProps) {
  return (
    <FieldView
      {...field}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          aria-controls={field.id}
          aria-label={visible ? t("account.password.hide") : t("account.password.show")}
          onClick={onToggleVisible}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t("account.password.hideShort") : t("account.password.showShort")}
        </button>
      }
    />
  );
}

interface NewPasswordFieldsViewProps {
  t: Translate;
  /** How the form draws a password input. */
  Password: PasswordInput;
  /** The form field's name: `password` on sign-up ("Password"), else `newPassword` ("New password"). */
  name?: "newPassword" | "password";
  error?: string | undefined;
  confirmError?: string | undefined;
  /** The inputs' ids, where the form fixes them (else each field makes its own). */
  ids?: { password: string; confirm: string };
}

/** A new password with its length hint, and its confirmation (`confirmPassword`), each with show/hide. */
export function NewPasswordFieldsView({
  t,
  Password,
  name = "newPassword",
  error,
  confirmError,
  ids,
}: NewPasswordFieldsViewProps) {
  return (
    <>
      <Password
        t={t}
        id={ids?.password}
        label={t(name === "password" ? "account.field.password" : "account.field.newPassword")}
        name={name}
        autoComplete="new-password"
        required
        hint={t("account.field.passwordHint")}
        error={error}
      />
      <Password
        t={t}
        id={ids?.confirm}
        label={t("account.field.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={confirmError}
      />
    </>
  );
}
