import type { UIKey } from "../../i18n/en.ts";
import type { Translate } from "../../i18n/translate.ts";
import type { Explained } from "./account-errors.ts";
import type { FormProblem } from "./signup-rules.ts";

/** An explained failure in the page's language (the server's own words when it has no key). */
export function failureText(explained: Explained, t: Translate): string {
  return "known" in explained ? t(`account.error.${explained.known}` as UIKey) : explained.text;
}

/** A form problem in the page's language. */
export function problemText(problem: FormProblem, t: Translate): string {
  return t(`account.problem.${problem}` as UIKey);
}
