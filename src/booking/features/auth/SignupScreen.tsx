import { useRef, useState } from "react";
import { register } from "../../../api/register.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { shownInForm } from "../../../ui/toast-options.ts";
import { explainFailure } from "../../common/account-errors.ts";
import { EmailField, PhoneField } from "../../common/ContactFields.tsx";
import { primaryButton, quietButton, textLink } from "../../common/classes.ts";
import { failureText, problemText } from "../../common/failure-text.ts";
import { NewPasswordFields } from "../../common/NewPasswordFields.tsx";
import { signupProblems } from "../../common/signup-rules.ts";
import { unicodeName } from "../../common/unicode-name.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { redirectTo } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useT } from "../../use-t.ts";
import { AuthCard } from "./AuthCard.tsx";

type SignupField = "name" | "email" | "phoneNumber" | "password" | "confirmPassword";
const FIELDS: SignupField[] = ["name", "email", "phoneNumber", "password", "confirmPassword"];

/**
 * Sign up (spec "Sign up" and "Sign up for Agent"): one form for both, `isAgent` from the route's
 * variant. The agent form has the same checks and hidden passwords (docs/spec-deviations.md).
 */
export default function SignupScreen({ variant, search }: ScreenProps) {
  const t = useT();
  const path = usePath();
  const agent = variant === "agent";
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, failAll, clear } = useFieldErrors<SignupField>(() => formRef.current);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? "")])) as Record<
      SignupField,
      string
    >;
    clear();
    // A name typed on a Zawgyi phone is kept in Unicode, as the ticket step keeps its names.
    const form = { ...typed, name: await unicodeName(typed.name) };
    // Every wrong field at once, the first focused: not one per press of Register.
    const problems = signupProblems(form);
    if (problems.length > 0) {
      failAll(problems.map(({ field, problem }) => ({ field, message: problemText(problem, t) })));
      if (problems.some((p) => p.problem === "mismatch"))
        toast.error(problemText("mismatch", t), shownInForm);
      return;
    }
    setBusy(true);
    try {
      await register({ ...form, name: form.name.trim(), email: form.email.trim(), isAgent: agent });
      toast.success(t("account.signup.success"));
      // A visitor the guard sent to sign in goes on there after signing in with the new account.
      redirectTo("login", {}, { email: form.email.trim(), ...(search.next ? { next: search.next } : {}) });
    } catch (error) {
      const explained = explainFailure(error, "registrationFailed");
      const text = failureText(explained, t);
      const named = explained.field as SignupField | undefined;
      const field =
        named && FIELDS.includes(named)
          ? named
          : "known" in explained && explained.known === "emailTaken"
            ? "email"
            : null;
      toast.error(text, field ? shownInForm : undefined);
      if (field) fail(field, text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t(agent ? "account.signup.agentTitle" : "account.signup.title")}
      intro={t(agent ? "account.signup.agentIntro" : "account.signup.intro")}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={t("account.field.name")} name="name" autoComplete="name" required error={errors.name} />
        <EmailField error={errors.email} />
        <PhoneField error={errors.phoneNumber} />
        <NewPasswordFields name="password" error={errors.password} confirmError={errors.confirmPassword} />
        <button type="submit" className={`${primaryButton} w-full`} {...busyButton(busy)}>
          {busy ? t("account.signup.busy") : t("account.signup.submit")}
        </button>
      </form>
      <p className="mt-5 text-center text-sm text-slate-700">
        {t("account.signup.haveAccount")}{" "}
        <a href={path("login")} className={textLink}>
          {t("account.signup.signIn")}
        </a>
      </p>
      {!agent && (
        <>
          <div className="my-5 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {t("account.signup.or")}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <button
            type="button"
            className={`${quietButton} w-full`}
            onClick={() => toast(t("account.signup.otherAccountSoon"), { id: "other-account" })}
          >
            {t("account.signup.otherAccount")}
          </button>
          <p className="mt-5 text-center text-sm">
            <a href={path("signupAgent")} className={textLink}>
              {t("account.signup.forAgent")}
            </a>
          </p>
        </>
      )}
      {agent && (
        <p className="mt-3 text-center text-sm">
          <a href={path("signup")} className={textLink}>
            {t("account.signup.asCustomer")}
          </a>
        </p>
      )}
    </AuthCard>
  );
}
