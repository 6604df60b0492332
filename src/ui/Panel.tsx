import { useId } from "react";
import { type PanelProps, PanelView } from "./PanelView.tsx";

/** PanelView with an id made for its heading. */
export function Panel(props: Omit<PanelProps, "headingId">) {
  return <PanelView {...props} headingId={useId()} />;
}
