import { type RefObject, useEffect } from "react";

/**
 * Closes a popup when the visitor presses Escape (focus goes back to `returnTo`), clicks outside
 * `ref`, or tabs out of it. Only a Tab counts as leaving: a tap on a disabled button inside
 * (the passenger count's "+" at its limit) also moves the focus out, to the page's `<main>`.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    let tabbing = false;
    const outside = (event: Event) => ref.current !== null && !ref.current.contains(event.target as Node);
    const onPointer = (event: PointerEvent) => {
      tabbing = false;
      if (outside(event)) onClose();
    };
    const onFocus = (event: FocusEvent) => {
      if (tabbing && outside(event)) onClose();
      tabbing = false;
    };
    const onKey = (event: KeyboardEvent) => {
      tabbing = event.key === "Tab";
      if (event.key !== "Escape") return;
      onClose();
      returnTo?.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, open, onClose, returnTo]);
}
