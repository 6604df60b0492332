import { useEffect, useRef, useState } from "react";
import { $auth } from "../../stores/auth.ts";
import { dropFormDraft, keepFormDraft, readFormDraft } from "../../stores/form-draft.ts";

/**
 * A signed-in form's values through a sign-in: when the session ends under the form (the guard
 * then sends the visitor to sign in, and the form goes), `values()` is kept for this user (null:
 * nothing typed, nothing kept); the form's next start for the same user answers them, once, and
 * forgets them. A plain move to another page while signed in keeps nothing.
 *
 * The drafts are in this tab's sessionStorage, read as the form first renders: only forms of a
 * signed-in user use it, and those are drawn once the page is live (the build and the hydrating
 * render show the screen's spinner in their place).
 */
export function useKeptDraft(
  form: string,
  userId: string,
  values: () => Record<string, string> | null,
): Record<string, string> | null {
  const [kept] = useState(() => readFormDraft(form, userId));
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    dropFormDraft(form);
    return () => {
      const typed = latest.current();
      if (typed && !$auth.get().isAuthenticated) keepFormDraft(form, userId, typed);
    };
  }, [form, userId]);
  return kept;
}
