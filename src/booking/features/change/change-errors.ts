import { ApiError } from "../../../api/api-error.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { notifyError } from "../../notify-error.ts";

const REFUSALS = [
  "NOT_CHANGEABLE",
  "DEPARTED",
  "NOT_PAID",
  "ALREADY_CANCELLED",
  "CHANGE_NOT_SUPPORTED",
  "OFFER_UNAVAILABLE",
  "SAME_FLIGHTS",
  "UNKNOWN_LEG",
  "LEG_BEFORE_PREVIOUS",
  "LEGS_OUT_OF_ORDER",
];
/** What only a free move after the airline's schedule change answers (409 and 422). */
const MOVE_REFUSALS = ["NO_OPEN_CHANGE", "OUTSIDE_WINDOW", "NOT_SAME_ROUTE"];

/** Why the booking cannot change (a 409 or 422 the server names) in the page's language; any other failure as the app says it. */
export function changeRefusal(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422) && error.code) {
    if (REFUSALS.includes(error.code)) return t(`change.error.${error.code}` as UIKey);
    if (MOVE_REFUSALS.includes(error.code)) return t(`move.error.${error.code}` as UIKey);
  }
  return notifyError(error, t);
}
