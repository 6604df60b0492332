/**
 * Data a page's early script asked the API for before the app arrived (early-account.ts asks
 * for the wallet, the bookings or a booking), handed to the screen that would ask for it, once:
 * the screen shows it at once when it has come, or waits for the same request instead of
 * sending another.
 */
interface EarlyData {
  /** What the data is for: the signed-in user's id (wallet, bookings), a booking's id (its detail). */
  key: string;
  answer: Promise<unknown>;
  /** The answer's data once it has come (null answers: none). */
  data?: unknown;
}

import { isTimeout, requestTimeout } from "../../api/request-timeout.ts";

type Slot = { earlyData?: Record<string, EarlyData>; earlyGets?: Record<string, Promise<unknown>> };

/**
 * The data of a good answer, else null (the screen asks again through the API client, whose
 * errors say what went wrong). A request that has not answered within the API client's time
 * fails with its "TimeoutError": asking again would make the visitor wait as long once more, so
 * the screen says it took too long (useEarlyLoad) and offers to try again.
 */
function get(url: string, token: string): Promise<unknown> {
  return fetch(url, {
    headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
    signal: requestTimeout(),
  })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: unknown }>) : null))
    .then((body) => body?.data ?? null)
    .catch((error: unknown) => {
      if (isTimeout(error)) throw error;
      return null;
    });
}

/**
 * Starts `earlyGet`'s request from the page's head, while the rest of the page still downloads
 * (early-request-head.ts): the page's early script, run at its end, takes it instead of asking.
 */
export function startEarlyGet(api: string, path: string, token: string): void {
  const slot = globalThis as Slot;
  slot.earlyGets = { ...slot.earlyGets, [api + path]: get(api + path, token) };
}

/**
 * Asks the API for `path` as the signed-in user, or takes the request the head started for it;
 * the data of a good answer, else null; fails only when it took too long (`get`).
 */
export function earlyGet(api: string, path: string, token: string): Promise<unknown> {
  const slot = globalThis as Slot;
  const started = slot.earlyGets?.[api + path];
  if (started) {
    delete slot.earlyGets?.[api + path];
    return started;
  }
  return get(api + path, token);
}

/** Leaves `answer` (data or null) for the screen named `name`, for `key`. */
export function offerEarlyData(name: string, key: string, answer: Promise<unknown>): void {
  const slot = globalThis as Slot;
  const entry: EarlyData = { key, answer };
  slot.earlyData = { ...slot.earlyData, [name]: entry };
  answer.then(
    (data) => {
      if (data !== null) entry.data = data;
    },
    () => undefined,
  );
}

/**
 * The early request for `name` if it was for `key`, taken (a second call answers null): the data
 * if it has come, and the answer (null: ask again, through the API client).
 */
export function takeEarlyData<T>(
  name: string,
  key: string | null | undefined,
): { data: T | undefined; answer: Promise<T | null> } | null {
  const slot = globalThis as Slot;
  const entry = slot.earlyData?.[name];
  if (!entry || !key || entry.key !== key) return null;
  delete slot.earlyData?.[name];
  return { data: entry.data as T | undefined, answer: entry.answer as Promise<T | null> };
}
