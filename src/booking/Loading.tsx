import { hasEarlyScreen } from "./early/hand-over.ts";

/**
 * What shows while a screen's code or data loads: a spinner with its text for screen readers.
 * Without a label (the chosen language's texts are still on their way) the spinner shows alone.
 */
export function Loading({ label }: { label?: string | undefined }) {
  // The page drew the screen itself while the app's code came (early-screen.ts): no spinner
  // below it, which would push the footer down and back.
  if (hasEarlyScreen()) return null;
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
