import { useId, useState } from "react";
import { PasswordFieldView, type PasswordInputProps } from "./PasswordFieldView.tsx";

/** PasswordFieldView with its show/hide state, and an id made when the form gives none. */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  return (
    <PasswordFieldView
      {...props}
      id={props.id ?? generated}
      visible={visible}
      onToggleVisible={() => setVisible((shown) => !shown)}
    />
  );
}
