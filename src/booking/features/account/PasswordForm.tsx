import { useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { changePassword } from "../../../api/change-password.ts";
import { isSamePassword } from "../../../domain/account-rules.ts";
import toast from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { secondaryButton } from "../../common/classes.ts";
import { problemText } from "../../common/failure-text.ts";
import { NewPasswordFields } from "../../common/NewPasswordFields.tsx";
import { PasswordField } from "../../common/PasswordField.tsx";
import { newPasswordPairProblem } from "../../common/signup-rules.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { SendRow } from "./SendRow.tsx";

type PasswordFormField = "currentPassword" | "newPassword" | "confirmPassword";

/**
 * The password change: the current one, then the new one twice, sent with the current one
 * (`POST /apis/users/{id}/password`).
 */
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
    if (!currentPassword) return fail("currentPassword", t("account.problem.passwordRequired"));
    const problem = newPasswordPairProblem("newPassword", newPassword, confirmPassword);
    if (problem) return fail(problem.field, problemText(problem.problem, t));
    if (isSamePassword(currentPassword, newPassword))
      return fail("newPassword", problemText("passwordSame", t));
    setBusy(true);
    try {
      await changePassword(userId, { currentPassword, newPassword });
      form.reset();
      const text = t("account.profile.passwordChanged");
      setDone(text);
      toast.success(text);
    } catch (error) {
      if (error instanceof ApiError && error.code === "SAME_PASSWORD") {
        fail("newPassword", problemText("passwordSame", t));
      } else if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        toast.error(t("account.error.wrongPassword"), shownInForm);
        fail("currentPassword", t("account.error.wrongPassword"));
      } else notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t("account.field.currentPassword")}
        name="currentPassword"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        className="sm:col-span-2"
      />
      <NewPasswordFields error={errors.newPassword} confirmError={errors.confirmPassword} />
      <SendRow busy={busy} status={done} className={secondaryButton}>
        {busy ? t("account.profile.saving") : t("account.profile.changePassword")}
      </SendRow>
    </form>
  );
}
