import { useCallback, useState } from "react";
import type { Translate } from "../../../i18n/translate-core.ts";
import { useT } from "../../use-t.ts";

/**
 * What a field error says: written by the page's translator when shown, so it follows a language
 * switch like the rest of the form (a string stays as it is).
 */
export type FieldMessage = string | ((t: Translate) => string);

/**
 * A form's field error, with focus moved to the failing field (by its `name`) when one is set,
 * so keyboard and screen-reader users land on the problem.
 */
export function useFieldErrors<F extends string>(form: () => HTMLFormElement | null) {
  const t = useT();
  const [failure, setFailure] = useState<{ field: F; message: FieldMessage } | null>(null);
  const fail = useCallback(
    (field: F, message: FieldMessage) => {
      setFailure({ field, message });
      const input = form()?.elements.namedItem(field);
      if (input instanceof HTMLElement) input.focus();
    },
    [form],
  );
  const clear = useCallback(() => setFailure(null), []);
  const errors = (
    failure
      ? { [failure.field]: typeof failure.message === "string" ? failure.message : failure.message(t) }
      : {}
  ) as Partial<Record<F, string>>;
  return { errors, fail, clear };
}
