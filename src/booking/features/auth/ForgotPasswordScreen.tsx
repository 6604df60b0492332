import { useRef, useState } from "react";
import { forgotPassword } from "../../../api/forgot-password.ts";
import { resetPassword } from "../../../api/reset-password.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { explainFailure } from "../../common/account-errors.ts";
import { EmailField } from "../../common/ContactFields.tsx";
import { primaryButton, textLink } from "../../common/classes.ts";
import { failureText, problemText } from "../../common/failure-text.ts";
import { NewPasswordFields } from "../../common/NewPasswordFields.tsx";
import { newPasswordPairProblem } from "../../common/signup-rules.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { notifyError } from "../../notify-error.ts";
import { redirectTo } from "../../router.ts";
import { usePath } from "../../use-path.ts";
import { useT } from "../../use-t.ts";
import { AuthCard } from "./AuthCard.tsx";

type ResetField = "otp" | "newPassword" | "confirmPassword";

/**
 * Forgot Password (spec): the e-mail asks for a code; the second step takes the e-mailed code
 * and a new password (the API's reset), then the visitor signs in with it.
 */
export default function ForgotPasswordScreen() {
  const t = useT();
  const path = usePath();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={t("account.forgot.title")}
      intro={email ? t("account.forgot.codeIntro", { email }) : undefined}
    >
      {email === null ? <RequestCode onSent={setEmail} /> : <ResetWithCode email={email} />}
      <p className="mt-6 text-center text-sm">
        <a href={path("login")} className={textLink}>
          {t("account.forgot.backToLogin")}
        </a>
      </p>
    </AuthCard>
  );
}

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<"email">(() => formRef.current);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    clear();
    if (!email) {
      toast.error(t("account.problem.emailRequired"), shownInForm);
      return fail("email", t("account.problem.emailRequired"));
    }
    setBusy(true);
    try {
      await forgotPassword(email);
      toast.success(t("account.forgot.sent"));
      onSent(email);
    } catch (error) {
      const text = notifyError(error, t, { session: false });
      fail("email", text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField hint={t("account.forgot.helper")} error={errors.email} />
      <button type="submit" className={`${primaryButton} w-full`} {...busyButton(busy)}>
        {busy ? t("account.forgot.sending") : t("account.forgot.send")}
      </button>
    </form>
  );
}

function ResetWithCode({ email }: { email: string }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<ResetField>(() => formRef.current);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const otp = String(data.get("otp") ?? "").replace(/\s/g, "");
    const newPassword = String(data.get("newPassword") ?? "");
    const confirmPassword = String(data.get("confirmPassword") ?? "");
    clear();
    if (!/^\d{6}$/.test(otp)) return fail("otp", t("account.forgot.codeInvalid"));
    const problem = newPasswordPairProblem("newPassword", newPassword, confirmPassword);
    if (problem) return fail(problem.field, problemText(problem.problem, t));
    setBusy(true);
    try {
      await resetPassword({ email, otp, newPassword });
      toast.success(t("account.forgot.done"));
      redirectTo("login", {}, { email });
    } catch (error) {
      const explained = explainFailure(error, "loginFailed");
      const text = failureText(explained, t);
      toast.error(text, shownInForm);
      fail("otp", text);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await forgotPassword(email);
      toast.success(t("account.forgot.sent"));
    } catch (error) {
      notifyError(error, t, { session: false });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
        {t("account.forgot.sent")}
      </p>
      <Field
        label={t("account.forgot.code")}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.otp}
      />
      <NewPasswordFields error={errors.newPassword} confirmError={errors.confirmPassword} />
      <button type="submit" className={`${primaryButton} w-full`} {...busyButton(busy)}>
        {busy ? t("account.forgot.resetting") : t("account.forgot.reset")}
      </button>
      <button type="button" onClick={resend} className={`text-sm ${textLink}`}>
        {t("account.forgot.resend")}
      </button>
    </form>
  );
}
