import { type ReactNode, useEffect, useId, useRef } from "react";
import { busyButton } from "./busy-button.ts";
import { modalShown } from "./modal-host.ts";

interface DialogProps {
  open: boolean;
  /** Escape, the close button or a click outside the panel (unless `busy`). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** Label of the ✕ button in the page's language; no ✕ when omitted. */
  closeLabel?: string;
  /** While true the dialog cannot be dismissed (a request is running). */
  busy?: boolean;
  /** `wide` for forms of two columns; `table` for tables of many columns (flight details). */
  size?: "normal" | "wide" | "table";
  /** Under 640 px, a full-screen sheet rather than a box over the page (the month of prices). */
  phoneSheet?: boolean;
}

const WIDTHS = { normal: "max-w-lg", wide: "max-w-4xl", table: "max-w-4xl xl:max-w-5xl" } as const;
/** The screen's whole width and height under 640 px (`phoneSheet`). */
const SHEET =
  "max-sm:m-0 max-sm:h-full max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none";

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: labelled by its title, focus moved
 * into it and back to what opened it, the rest of the page inert, Escape closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  busy = false,
  size = "normal",
  phoneSheet = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      modalShown(dialog, true);
    } else if (!open && dialog.open) {
      dialog.close();
      modalShown(dialog, false);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  // A click on the backdrop (the dialog element itself, outside its panel) closes it too; the
  // keyboard's way is Escape, handled by `cancel`.
  useEffect(() => {
    const dialog = ref.current;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog && !busy) onClose();
    };
    dialog?.addEventListener("click", onBackdrop);
    return () => dialog?.removeEventListener("click", onBackdrop);
  }, [busy, onClose]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      if (dialog) modalShown(dialog, false);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl p-0 text-ink shadow-2xl backdrop:bg-slate-900/50 ${WIDTHS[size]} ${phoneSheet ? SHEET : ""}`}
    >
      <div className={`p-5 sm:p-6 ${phoneSheet ? "max-sm:px-3" : ""}`}>
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-ink aria-disabled:opacity-40"
              {...busyButton(Boolean(busy))}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
              </svg>
            </button>
          )}
        </div>
        <div className="mt-4">{children}</div>
        {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
      </div>
    </dialog>
  );
}
