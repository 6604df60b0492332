import { useCallback, useEffect, useRef, useState } from "react";
import { timeoutError, worthRetrying } from "../../../api/api-error.ts";
import { isTimeout } from "../../../api/request-timeout.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { takeEarlyData } from "../../early/early-data.ts";
import { notifyError } from "../../notify-error.ts";

/** A screen's data as one value (conventions: not separate loading and error flags). */
export type Load<T> =
  | { kind: "loading" }
  | { kind: "ready"; data: T }
  /** `retry`: the failure may pass (no connection, a server fault), so Try again is offered. */
  | { kind: "failed"; message: string; retry: boolean };

/**
 * Loads `fetcher` when `key` changes (null: nothing to load) and when `retry` is called,
 * aborting a stale request; a failure goes through notifyError (a 401 signs out and returns
 * after sign-in). `initial`: the first key's data, already there (the page's early request had
 * it: early-data.ts), not loaded.
 */
export function useLoad<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  t: Translate,
  initial?: T,
) {
  const [state, setState] = useState<Load<T>>(
    initial === undefined ? { kind: "loading" } : { kind: "ready", data: initial },
  );
  const given = useRef(initial !== undefined);
  // The newest fetcher and translator, read when the key changes: a new language re-renders
  // the screen but does not fetch again.
  const latest = useRef({ fetcher, t });
  latest.current = { fetcher, t };
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again (Try again).
  useEffect(() => {
    if (key === null) return;
    if (given.current) {
      given.current = false;
      return;
    }
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

/**
 * useLoad for data the page's early script may have asked for already (`name`, early-data.ts):
 * the screen starts with its data when it has come, or waits for that request instead of
 * sending another; an early answer that failed is asked again with `fetcher`.
 */
export function useEarlyLoad<T>(
  name: string,
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  t: Translate,
) {
  const [early] = useState(() => takeEarlyData<T>(name, key));
  const pending = useRef(early?.data === undefined ? early : null);
  return useLoad<T>(
    key,
    (signal) => {
      const answer = pending.current?.answer ?? Promise.resolve(null);
      pending.current = null;
      return answer.then(
        (data) => data ?? fetcher(signal),
        (error: unknown) => {
          // The early request took the API client's whole time: said as any call's timeout.
          throw isTimeout(error) ? timeoutError() : error;
        },
      );
    },
    t,
    early?.data,
  );
}
