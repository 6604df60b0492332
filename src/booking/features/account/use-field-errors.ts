import { useCallback, useState } from "react";

/**
 * A form's field errors, with focus moved to the failing field (by its `name`) when one is set,
 * so keyboard and screen-reader users land on the problem.
 */
export function useFieldErrors<F extends string>(form: () => HTMLFormElement | null) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const fail = useCallback(
    (field: F, message: string) => {
      setErrors({ [field]: message } as Partial<Record<F, string>>);
      const input = form()?.elements.namedItem(field);
      if (input instanceof HTMLElement) input.focus();
    },
    [form],
  );
  const clear = useCallback(() => setErrors({}), []);
  return { errors, fail, clear };
}
