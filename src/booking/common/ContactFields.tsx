import type { ComponentProps } from "react";
import { Field } from "../../ui/Field.tsx";
import { useT } from "../use-t.ts";

type Props = Omit<ComponentProps<typeof Field>, "label" | "name" | "type">;

/** The account's e-mail input (`email`), required; other props (hint, error, autoComplete) pass on. */
export function EmailField(props: Props) {
  const t = useT();
  return (
    <Field
      label={t("account.field.email")}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** The account's phone input (`phoneNumber`), required, with the country-code hint. */
export function PhoneField(props: Props) {
  const t = useT();
  return (
    <Field
      label={t("account.field.phone")}
      name="phoneNumber"
      type="tel"
      autoComplete="tel"
      required
      hint={t("account.field.phoneHint")}
      {...props}
    />
  );
}
