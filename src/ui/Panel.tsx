import { type ReactNode, useId } from "react";

interface PanelProps {
  title: string;
  /** The heading's classes; a plain semibold heading by default. */
  titleClassName?: string;
  /** Extra classes on the card (margins, padding at larger sizes). */
  className?: string;
  children: ReactNode;
}

/** A white card section named by its own h2 (`aria-labelledby`), as the booking steps draw them. */
export function Panel({ title, titleClassName = "font-semibold", className, children }: PanelProps) {
  const headingId = useId();
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
