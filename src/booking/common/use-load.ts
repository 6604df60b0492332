import { useCallback, useEffect, useRef, useState } from "react";
import { worthRetrying } from "../../api/api-error.ts";
import type { Translate } from "../../i18n/translate.ts";
import { notifyError } from "../notify-error.ts";

/** A screen's data as one value (conventions: not separate loading and error flags). */
export type Load<T> =
  | { kind: "loading" }
  | { kind: "ready"; data: T }
  /** `retry`: the failure may pass (no connection, a server fault), so Try again is offered. */
  | { kind: "failed"; message: string; retry: boolean };

/**
 * Loads `fetcher` when `key` changes (null: nothing to load yet, e.g. while the page hydrates
 * and the signed-in user is not known) and when `retry` is called, aborting a stale request; a
 * failure goes through notifyError (a 401 signs out and returns after sign-in). The state is
 * `loading` until then: the screen's skeleton.
 */
export function useLoad<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>, t: Translate) {
  const [state, setState] = useState<Load<T>>({ kind: "loading" });
  // The newest fetcher and translator, read when the key changes: a screen's every render
  // passes a new fetcher, which must not fetch again.
  const latest = useRef({ fetcher, t });
  latest.current = { fetcher, t };
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again (Try again).
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    latest.current.fetcher(controller.signal).then(
      (data) => setState({ kind: "ready", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = notifyError(error, latest.current.t);
        setState({ kind: "failed", message, retry: worthRetrying(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, setState, retry] as const;
}
