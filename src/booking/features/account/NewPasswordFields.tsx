import { useT } from "../../use-t.ts";
import { PasswordField } from "./PasswordField.tsx";
import { NewPasswordFieldsView } from "./PasswordFieldView.tsx";

interface Props {
  /** The form field's name: `password` on sign-up ("Password"), else `newPassword` ("New password"). */
  name?: "newPassword" | "password";
  error?: string;
  confirmError?: string;
}

/** NewPasswordFieldsView in the page's language, each field with its show/hide state. */
export function NewPasswordFields(props: Props) {
  return <NewPasswordFieldsView {...props} t={useT()} Password={PasswordField} />;
}
