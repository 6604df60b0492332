/**
 * A spinner with its text for screen readers: Loading shows it, and a screen shows it while its
 * data loads (also as the page is built, where the data is still to come).
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
