import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../api/api-error.ts";
import { changePassword } from "../../../api/change-password.ts";
import { isSamePassword } from "../../../domain/account-rules.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { problemText } from "./failure-text.ts";
import { PasswordField } from "./PasswordField.tsx";
import { type PasswordFormField, PasswordFormView } from "./ProfileView.tsx";
import { newPasswordPairProblem } from "./signup-rules.ts";
import { useFieldErrors } from "./use-field-errors.ts";

/** PasswordFormView with its state: changes the password with the current one (`POST /apis/users/{id}/password`). */
export function PasswordForm({ userId, email }: { userId: string; email: string }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<PasswordFormField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const confirmPassword = String(data.get("confirmPassword") ?? "");
    clear();
    setDone("");
    if (!currentPassword) return fail("currentPassword", (tr) => tr("account.problem.passwordRequired"));
    const problem = newPasswordPairProblem("newPassword", newPassword, confirmPassword);
    if (problem) return fail(problem.field, (tr) => problemText(problem.problem, tr));
    if (isSamePassword(currentPassword, newPassword))
      return fail("newPassword", (tr) => problemText("passwordSame", tr));
    setBusy(true);
    try {
      await changePassword(userId, { currentPassword, newPassword });
      form.reset();
      const text = t("account.profile.passwordChanged");
      setDone(text);
      toast.success(text);
    } catch (error) {
      if (error instanceof ApiError && error.code === "SAME_PASSWORD") {
        fail("newPassword", (tr) => problemText("passwordSame", tr));
      } else if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        toast.error(t("account.error.wrongPassword"), shownInForm);
        fail("currentPassword", (tr) => tr("account.error.wrongPassword"));
      } else notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PasswordFormView
      email={email}
      Password={PasswordField}
      t={t}
      errors={errors}
      busy={busy}
      status={done}
      formRef={formRef}
      onSubmit={onSubmit}
    />
  );
}
