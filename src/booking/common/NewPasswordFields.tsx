import { useT } from "../use-t.ts";
import { PasswordField } from "./PasswordField.tsx";

interface Props {
  /** The form field's name: `password` on sign-up ("Password"), else `newPassword` ("New password"). */
  name?: "newPassword" | "password";
  error?: string | undefined;
  confirmError?: string | undefined;
}

/** A new password with its length hint, and its confirmation (`confirmPassword`), each with show/hide. */
export function NewPasswordFields({ name = "newPassword", error, confirmError }: Props) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={t(name === "password" ? "account.field.password" : "account.field.newPassword")}
        name={name}
        autoComplete="new-password"
        required
        hint={t("account.field.passwordHint")}
        error={error}
      />
      <PasswordField
        label={t("account.field.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={confirmError}
      />
    </>
  );
}
