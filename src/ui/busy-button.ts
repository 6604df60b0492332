import type { MouseEvent } from "react";

/**
 * A button at work (sending, downloading, paying): announced as unavailable and doing nothing
 * when pressed, yet still focusable. `disabled` would drop the focus to <body> (the browser's
 * focus fix-up), so a keyboard user would start again from the top of the page and a screen
 * reader would lose its place. Spread after the button's own onClick; style it with the
 * `aria-disabled:` variants.
 */
export function busyButton(busy: boolean): { "aria-disabled"?: true; onClick?: (event: MouseEvent) => void } {
  return busy ? { "aria-disabled": true, onClick: (event) => event.preventDefault() } : {};
}
