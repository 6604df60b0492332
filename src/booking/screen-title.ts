import { atom } from "nanostores";
import { useEffect } from "react";
import type { UIKey } from "../i18n/en.ts";

/**
 * The document title's text when a screen shows something other than its route's name (e.g.
 * /payment/complete with no confirmed booking); null: the route's own (App writes the title).
 */
export const $screenTitle = atom<UIKey | null>(null);

/** Titles the page with `key` while the calling screen shows it (null: the route's name). */
export function useScreenTitle(key: UIKey | null): void {
  useEffect(() => {
    $screenTitle.set(key);
    return () => $screenTitle.set(null);
  }, [key]);
}
