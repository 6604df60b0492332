import { ApiError, type ErrorStrings, errorMessage } from "../api/api-error.ts";
import type { Translate } from "../i18n/translate.ts";
import { clearRefusedSession } from "../stores/auth.ts";
import toast from "../ui/toast.ts";
import { refusalText } from "./refusal-text.ts";
import { signInAndReturn } from "./router.ts";
import { SIGNED_OUT_TOAST } from "./use-sign-out-notice.ts";

/** The strings `errorMessage` needs, in the page's language. */
export function errorStrings(t: Translate): ErrorStrings {
  return {
    "error.network": t("error.network"),
    "error.timeout": t("error.timeout"),
    "error.generic": t("error.generic"),
    "error.email": t("error.email"),
    "error.tooMany": t("error.tooMany"),
    refusal: refusalText,
  };
}

/**
 * True when an error means the session is over: a 401 for a call made with a token. A wrong
 * current password (401 `WRONG_PASSWORD`) and a failed login are answers, not an ended session.
 */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== "WRONG_PASSWORD";
}

export interface NotifyOptions {
  /** False on screens where a 401 is an answer (the sign-in form). */
  session?: boolean;
}

/**
 * The one place a failed call becomes what the visitor sees: an ended session signs out and
 * goes to /login (and back afterwards); anything else is one error toast in the page's language.
 * @returns the text shown, for screens that also show it in place.
 */
export function notifyError(error: unknown, t: Translate, options: NotifyOptions = {}): string {
  if (options.session !== false && endsSession(error)) {
    clearRefusedSession();
    const text = t("app.signedOut");
    toast.error(text, { id: SIGNED_OUT_TOAST });
    signInAndReturn();
    return text;
  }
  const text = errorMessage(error, errorStrings(t));
  toast.error(text);
  return text;
}
