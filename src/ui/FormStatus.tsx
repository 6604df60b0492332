import type { SubmitStatus } from "./use-submit.ts";

interface Props {
  status: SubmitStatus;
  success: string;
  /** Text on a dark background (the subscribe block). */
  inverse?: boolean;
}

/** The sentence under a form: announced politely on success, assertively on failure. */
export function FormStatus({ status, success, inverse = false }: Props) {
  const failed = status.state === "failed";
  const colour = failed
    ? inverse
      ? "bg-white text-red-700"
      : "bg-red-50 text-red-800 ring-1 ring-red-200"
    : inverse
      ? "bg-white/15 text-white"
      : "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200";
  return (
    <div aria-live={failed ? "assertive" : "polite"} role={failed ? "alert" : "status"}>
      {(status.state === "sent" || failed) && (
        <p className={`mt-3 rounded-md px-3 py-2 text-sm font-medium ${colour}`}>
          {failed ? status.message : success}
        </p>
      )}
    </div>
  );
}
