import { useLayoutEffect, useRef, useState } from "react";
import { $auth } from "../../../stores/auth.ts";
import { dropFormDraft, keepFormDraft, readFormDraft } from "../../../stores/form-draft.ts";

/**
 * A signed-in form's values through a sign-in: when the session ends under the form (the guard
 * then sends the visitor to sign in, and the form goes), `values()` is kept for this user (null:
 * nothing typed, nothing kept); the form's next start for the same user answers them, once, and
 * forgets them. A plain move to another page while signed in keeps nothing.
 *
 * The answer is undefined until the form is in the page: the drafts are in this tab's
 * sessionStorage, which neither the build nor the hydrating render may read. They are read as
 * the form is first committed, before the browser paints it, so a form drawn after the page is
 * live shows them from its first frame.
 */
export function useKeptDraft(
  form: string,
  userId: string,
  values: () => Record<string, string> | null,
): Record<string, string> | null | undefined {
  const [kept, setKept] = useState<Record<string, string> | null>();
  const latest = useRef(values);
  latest.current = values;
  useLayoutEffect(() => {
    setKept(readFormDraft(form, userId));
    dropFormDraft(form);
    return () => {
      const typed = latest.current();
      if (typed && !$auth.get().isAuthenticated) keepFormDraft(form, userId, typed);
    };
  }, [form, userId]);
  return kept;
}
