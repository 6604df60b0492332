import type { ComponentProps } from "react";
import { Field } from "../../../ui/Field.tsx";
import { useT } from "../../use-t.ts";
import { emailFieldProps, phoneFieldProps } from "./contact-field-props.ts";

type Props = Omit<ComponentProps<typeof Field>, "label" | "name" | "type">;

/** The account's e-mail input (`email`), required; other props (hint, error, autoComplete) pass on. */
export function EmailField(props: Props) {
  return <Field {...emailFieldProps(useT())} {...props} />;
}

/** The account's phone input (`phoneNumber`), required, with the country-code hint. */
export function PhoneField(props: Props) {
  return <Field {...phoneFieldProps(useT())} {...props} />;
}
