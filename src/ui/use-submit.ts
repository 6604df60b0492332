import { useState } from "react";
import { type ErrorStrings, errorMessage } from "../api/api-error.ts";

export type SubmitStatus =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "sent" }
  | { state: "failed"; message: string };

/**
 * Runs a form's API call and keeps its status for the message under the form. A failure keeps
 * what the visitor typed; the caller clears the fields only after success.
 */
export function useSubmit(strings: ErrorStrings) {
  const [status, setStatus] = useState<SubmitStatus>({ state: "idle" });
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setStatus({ state: "sending" });
    try {
      await call();
      setStatus({ state: "sent" });
      return true;
    } catch (error) {
      setStatus({ state: "failed", message: errorMessage(error, strings) });
      return false;
    }
  };
  return { status, run };
}
