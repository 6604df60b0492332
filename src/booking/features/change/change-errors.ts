import { ApiError } from "../../../api/api-error.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { notifyError } from "../../notify-error.ts";
import { refusalText } from "../../refusal-text.ts";

/**
 * Why the booking cannot change or move (a 409 or 422 the server names) in the page's language,
 * for the screen to say in place: the code's text from the one table of refusals
 * (src/i18n/refusal-keys.ts: `change.error.*`, `move.error.*`...); any other failure as the app
 * says it (a toast).
 */
export function changeRefusal(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422) && error.code) {
    const text = refusalText(error.code);
    if (text) return text;
  }
  return notifyError(error, t);
}
