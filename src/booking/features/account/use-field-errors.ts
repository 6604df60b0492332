import { useCallback, useState } from "react";
import type { Translate } from "../../../i18n/translate-core.ts";
import { useT } from "../../use-t.ts";

/**
 * What a field error says: written by the page's translator when shown, so it follows a language
 * switch like the rest of the form (a string stays as it is).
 */
export type FieldMessage = string | ((t: Translate) => string);

/** One field's error. */
export interface FieldFailure<F extends string> {
  field: F;
  message: FieldMessage;
}

/**
 * A form's field errors, with focus moved to the first failing field (by its `name`) when they
 * are set, so keyboard and screen-reader users land on the problem: `fail` sets one, `failAll`
 * every field's at once.
 */
export function useFieldErrors<F extends string>(form: () => HTMLFormElement | null) {
  const t = useT();
  const [failures, setFailures] = useState<FieldFailure<F>[]>([]);
  const failAll = useCallback(
    (list: FieldFailure<F>[]) => {
      setFailures(list);
      const first = list[0];
      const input = first ? form()?.elements.namedItem(first.field) : null;
      if (input instanceof HTMLElement) input.focus();
    },
    [form],
  );
  const fail = useCallback((field: F, message: FieldMessage) => failAll([{ field, message }]), [failAll]);
  const clear = useCallback(() => setFailures([]), []);
  const errors = Object.fromEntries(
    failures.map(({ field, message }) => [field, typeof message === "string" ? message : message(t)]),
  ) as Partial<Record<F, string>>;
  return { errors, fail, failAll, clear };
}
