import { useId } from "react";
import { type FieldProps, FieldView } from "./FieldView.tsx";

/** FieldView with an id made when none is given. */
export function Field(props: Omit<FieldProps, "id"> & { id?: string }) {
  const generated = useId();
  return <FieldView {...props} id={props.id ?? generated} />;
}
