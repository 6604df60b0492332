import { useRef, useState } from "react";
import { login } from "../../../api/login.ts";
import { safeReturnPath } from "../../../routes.ts";
import { setAuth } from "../../../stores/auth.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import toast, { loadToasts } from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { explainFailure } from "../../common/account-errors.ts";
import { EmailField } from "../../common/ContactFields.tsx";
import { primaryButton, textLink } from "../../common/classes.ts";
import { failureText } from "../../common/failure-text.ts";
import { PasswordField } from "../../common/PasswordField.tsx";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { isAppPath, returnAfterSignIn } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useT } from "../../use-t.ts";
import { AuthCard } from "./AuthCard.tsx";

type LoginField = "email" | "password";

/** Sign in (spec "Sign in"): e-mail, password with show/hide, then back to where the visitor was. */
export default function LoginScreen({ search }: ScreenProps) {
  const t = useT();
  const path = usePath();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<LoginField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    clear();
    setFailure("");
    if (!email) return fail("email", t("account.problem.emailRequired"));
    if (!password) return fail("password", t("account.problem.passwordRequired"));
    setBusy(true);
    try {
      const session = await login({ email, password });
      setAuth(session);
      toast.success(t("account.login.success"));
      // Inside the app the toast stays on screen; a marketing page (home) loads anew, so the
      // message is given a moment to be read first (from when it shows: the toasts' code may
      // still be on its way).
      const next = safeReturnPath(search.next);
      if (next && isAppPath(next)) returnAfterSignIn();
      else {
        const leave = () => setTimeout(returnAfterSignIn, 900);
        loadToasts().then(leave, leave);
      }
    } catch (error) {
      const text = failureText(explainFailure(error, "loginFailed"), t);
      setFailure(text);
      toast.error(text, shownInForm);
      formRef.current?.querySelector<HTMLInputElement>("input[name=password]")?.select();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t("account.login.title")} intro={t("account.login.intro")}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField autoComplete="username" defaultValue={search.email ?? ""} error={errors.email} />
        <PasswordField
          label={t("account.field.password")}
          name="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="flex justify-end">
          <a href={path("forgetPassword")} className={`text-sm ${textLink}`}>
            {t("account.login.forgot")}
          </a>
        </div>
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 empty:hidden">
          {failure}
        </p>
        <button type="submit" className={`${primaryButton} w-full`} {...busyButton(busy)}>
          {busy ? t("account.login.busy") : t("account.login.submit")}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t("account.login.noAccount")}{" "}
        <a href={path("signup", {}, search.next ? { next: search.next } : {})} className={textLink}>
          {t("account.login.signUp")}
        </a>
      </p>
    </AuthCard>
  );
}
