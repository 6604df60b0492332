import { Spinner } from "./Spinner.tsx";

/**
 * What shows while a screen's code or data loads: a spinner with its text for screen readers.
 * Without a label (the page's texts are still on their way) the spinner shows alone.
 */
export function Loading({ label }: { label?: string | undefined }) {
  return <Spinner label={label} />;
}
