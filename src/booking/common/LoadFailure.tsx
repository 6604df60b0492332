import { useT } from "../use-t.ts";
import { secondaryButton } from "./classes.ts";

/**
 * A screen's data that could not be loaded: why, and Try again when the failure may pass (no
 * connection, a server fault), as the results page offers it.
 */
export function LoadFailure({
  failure,
  onRetry,
}: {
  failure: { message: string; retry: boolean };
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-3">
      <p role="alert" className="text-red-700">
        {failure.message}
      </p>
      {failure.retry && (
        <button type="button" onClick={onRetry} className={secondaryButton}>
          {t("app.tryAgain")}
        </button>
      )}
    </div>
  );
}
