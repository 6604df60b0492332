import { useCallback, useState } from "react";

/** One field's error, in the page's language. */
export interface FieldFailure<F extends string> {
  field: F;
  message: string;
}

/**
 * A form's field errors, with focus moved to the first failing field (by its `name`) when they
 * are set, so keyboard and screen-reader users land on the problem: `fail` sets one, `failAll`
 * every field's at once.
 */
export function useFieldErrors<F extends string>(form: () => HTMLFormElement | null) {
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
  const fail = useCallback((field: F, message: string) => failAll([{ field, message }]), [failAll]);
  const clear = useCallback(() => setFailures([]), []);
  const errors = Object.fromEntries(failures.map(({ field, message }) => [field, message])) as Partial<
    Record<F, string>
  >;
  return { errors, fail, failAll, clear };
}
