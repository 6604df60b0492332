import { hasEarlyScreen } from "./early/hand-over.ts";
import { Spinner } from "./Spinner.tsx";

/**
 * What shows while a screen's code or data loads: a spinner with its text for screen readers.
 * Without a label (the chosen language's texts are still on their way) the spinner shows alone.
 */
export function Loading({ label }: { label?: string | undefined }) {
  // The page drew the screen itself while the app's code came (early-screen.ts): no spinner
  // below it, which would push the footer down and back.
  if (hasEarlyScreen()) return null;
  return <Spinner label={label} />;
}
