/**
 * A spinner with its text for screen readers, without hooks: Loading shows it, a screen shows it
 * while its data loads, and the page draws it before the app arrives (early-account-page.ts).
 */
export function Spinner({ label }: { label?: string | undefined }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      {label && <span className="text-slate-600">{label}</span>}
    </div>
  );
}
