import { isObject } from "../../src/domain/shape.ts";

/** One keyed request's fate, as the fault test reports it. */
export interface KeyedAnswer {
  route: string;
  key: string;
  status: number;
  /** Attempts that got no answer (connection cut by a kill) or a "try again" before this one. */
  retries: number;
}

/** What a call answered. */
export interface Answered {
  status: number;
  /** The JSON body (null when it was not JSON): a caller checks it with `documentedBody`. */
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** One attempt's time limit: past a waiting request's 30 s, by which a takeover (15 s lease, 10 s provider) answered. */
const ATTEMPT_MS = 35_000;

/** True for an answer that asks to send the same request again later (the work may be under way). */
function tryAgain(answer: Answered): boolean {
  const error = isObject(answer.body) && isObject(answer.body.error) ? answer.body.error : {};
  if (answer.status === 503 && error.code === "TOP_UP_PENDING") return true;
  return (
    answer.status === 409 && typeof error.message === "string" && /still being processed/.test(error.message)
  );
}

/**
 * A client that behaves as the booking app does when a server dies under it: a request that gets
 * no answer (the connection is cut) or a "try again" is sent again, with the same
 * Idempotency-Key, until it is answered. Counts what it sent, so a test can kill the server after
 * a chosen number of requests.
 */
export class KeyedClient {
  readonly answers: KeyedAnswer[] = [];
  /** Requests sent (retries included). */
  sent = 0;
  /** Requests (counted once however often sent) that had an attempt refused or cut by a kill. */
  cut = 0;
  /** Answers with a 5xx other than "try again": the contract allows none for these calls. */
  readonly serverErrors: Array<{ route: string; status: number; body: unknown }> = [];
  private readonly listeners: Array<(route: string) => void> = [];

  private readonly url: () => string;
  private readonly giveUpMs: number;

  /**
   * `giveUpMs`: past a claim's lease (15 s), a waiting request's 30 s and one hung attempt, a key
   * still unanswered is stuck.
   */
  constructor(url: () => string, giveUpMs = 90_000) {
    this.url = url;
    this.giveUpMs = giveUpMs;
  }

  /** Calls `listener` with the request's route (path and query) after each request is sent. */
  onSend(listener: (route: string) => void): void {
    this.listeners.push(listener);
  }

  /** Sends once; null when no answer came (connection refused, cut, or silent past ATTEMPT_MS). */
  async once(method: string, route: string, body?: unknown, token?: string, key?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers["idempotency-key"] = key;
    this.sent += 1;
    for (const listener of this.listeners) listener(route);
    try {
      const res = await fetch(`${this.url()}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // As the booking app gives up on a call: a connection lost with a killed worker (handed to
        // it by the cluster's primary just before it died) is never answered.
        signal: AbortSignal.timeout(ATTEMPT_MS),
      });
      const answer: Answered = { status: res.status, body: await res.json().catch(() => null) };
      return answer;
    } catch {
      return null;
    }
  }

  /**
   * Sends until answered. With `key`, every attempt carries it and the final answer is recorded
   * as the key's; without one (a search, a read), the call is simply repeated.
   */
  async send(method: string, route: string, options: { body?: unknown; token?: string; key?: string } = {}) {
    const until = Date.now() + this.giveUpMs;
    let retries = 0;
    let cut = false;
    for (;;) {
      const answer = await this.once(method, route, options.body, options.token, options.key);
      if (!answer && !cut) {
        cut = true;
        this.cut += 1;
      }
      if (answer && !tryAgain(answer)) {
        if (answer.status >= 500) this.serverErrors.push({ route, status: answer.status, body: answer.body });
        if (options.key) this.answers.push({ route, key: options.key, status: answer.status, retries });
        return answer;
      }
      if (Date.now() > until) throw new Error(`${method} ${route} (key ${options.key}) never answered`);
      retries += 1;
      await sleep(answer ? 200 : 100);
    }
  }
}
