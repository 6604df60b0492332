/**
 * What shows while a screen's code or data loads: a spinner with its text for screen readers.
 * Without a label (the chosen language's texts are still on their way) the spinner shows alone.
 */
export function Loading({ label }: { label?: string | undefined }) {
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
