import { type InputHTMLAttributes, useId, useState } from "react";
import { useT } from "../../use-t.ts";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
  error?: string | null;
  hint?: string;
  /** `current-password` on sign-in, `new-password` where one is chosen. */
  autoComplete: "current-password" | "new-password";
}

/**
 * A password input with its own show/hide toggle (spec: each password field has one), wired
 * like the shared Field: label, hint and announced error. The toggle's name says what a press
 * does ("Show password" / "Hide password") and contains its visible word.
 */
export function PasswordField({ label, error, hint, className, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
        {input.required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="relative mt-1">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full rounded-md border border-slate-300 py-2 pl-3 pr-20 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
          {...input}
        />
        <button
          type="button"
          aria-controls={inputId}
          aria-label={visible ? t("account.password.hide") : t("account.password.show")}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t("account.password.hideShort") : t("account.password.showShort")}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
