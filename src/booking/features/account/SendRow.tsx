import type { ReactNode } from "react";
import { busyButton } from "../../../ui/busy-button.ts";

/** A profile form's send button (pressed once while sending) and the outcome line beside it. */
export function SendRow({
  busy,
  status,
  className,
  children,
}: {
  /** Sending: the button says so and cannot be pressed again. */
  busy: boolean;
  /** The outcome line (empty until something was sent). */
  status: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" className={className} {...busyButton(busy)}>
        {children}
      </button>
      <p role="status" className="text-sm text-emerald-700">
        {status}
      </p>
    </div>
  );
}
