import { type ReactNode, useId } from "react";

export interface PanelProps {
  title: string;
  /** The heading's classes; a plain semibold heading by default. */
  titleClassName?: string;
  /** Extra classes on the card (margins, padding at larger sizes). */
  className?: string;
  children: ReactNode;
  /** The heading's id, for a page that names the section elsewhere; one is made when none is given. */
  headingId?: string;
}

/** A white card section named by its own h2 (`aria-labelledby`), as the booking steps draw them. */
export function Panel({
  title,
  titleClassName = "font-semibold",
  className,
  children,
  headingId,
}: PanelProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className ?? ""}`}
    >
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
