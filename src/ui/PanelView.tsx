import type { ReactNode } from "react";

export interface PanelProps {
  title: string;
  /** The heading's classes; a plain semibold heading by default. */
  titleClassName?: string;
  /** Extra classes on the card (margins, padding at larger sizes). */
  className?: string;
  children: ReactNode;
  /** The heading's id (Panel makes one with useId). */
  headingId: string;
}

/**
 * A white card section named by its own h2 (`aria-labelledby`), as the booking steps draw them.
 * Without hooks, so a view the page also draws before React arrives (early/html-jsx.ts) can use
 * it; Panel gives it an id of its own.
 */
export function PanelView({
  title,
  titleClassName = "font-semibold",
  className,
  children,
  headingId,
}: PanelProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className ?? ""}`}
    >
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
