import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The problem with this field, shown under it and announced; none when empty. */
  error?: string | null;
  /** A hint under the field (e.g. the phone's country code). */
  hint?: string;
  /** The input's id; one is made when none is given. */
  id?: string;
  /** A control drawn inside the input's right end (e.g. a password's show/hide button). */
  trailing?: ReactNode;
}

const inputClass =
  "block w-full rounded-md border border-slate-300 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600";

/**
 * A labelled text input with its hint and error wired for screen readers (`aria-describedby`,
 * `aria-invalid`); the error is announced when it appears.
 */
export function Field({ label, error, hint, id, className, trailing, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control = (classes: string) => (
    <input
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={`${classes} ${inputClass}`}
      {...input}
    />
  );
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        {label}
        {input.required && <RequiredMark />}
      </label>
      {trailing ? (
        <div className="relative mt-1">
          {control("pl-3 pr-20")}
          {trailing}
        </div>
      ) : (
        control("mt-1 px-3")
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={errorId} role="alert" className="mt-1 min-h-0 text-sm text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}

/** The asterisk after a required field's label (its input says `required` to screen readers). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}
