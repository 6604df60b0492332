import { type LaunchedChrome, launch } from "chrome-launcher";
import { findChromium } from "../../scripts/browser.ts";

/**
 * Headless Chromium as Lighthouse's own CLI starts it (chrome-launcher's flags, a fresh profile
 * in a temporary directory), on Debian's or Playwright's build.
 */
export function launchChrome(): Promise<LaunchedChrome> {
  const chromePath = process.env.CHROME_PATH ?? findChromium() ?? undefined;
  return launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    logLevel: "silent",
  });
}

type Message = {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
};

/** The smallest DevTools protocol client: one browser-level WebSocket, flat sessions. */
class Cdp {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly waiters: Array<{ method: string; sessionId?: string; resolve: () => void }> = [];

  private readonly socket: WebSocket;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      const call = message.id === undefined ? undefined : this.pending.get(message.id);
      if (call && message.id !== undefined) {
        this.pending.delete(message.id);
        if (message.error) call.reject(new Error(message.error.message));
        else call.resolve(message.result);
      }
      for (const waiter of [...this.waiters]) {
        if (waiter.method === message.method && waiter.sessionId === message.sessionId) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  }

  static async connect(port: number): Promise<Cdp> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      webSocketDebuggerUrl: string;
    };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    return new Cdp(socket);
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    this.next += 1;
    const id = this.next;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    });
  }

  event(method: string, sessionId?: string): Promise<void> {
    return new Promise((resolve) => this.waiters.push({ method, sessionId, resolve }));
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Writes `entries` to the localStorage of `url`'s origin, as a visitor's earlier visit would
 * have left them: a tab opens `url` (a page of the same origin), sets the items and closes.
 * Lighthouse keeps localStorage between its own storage reset and the load (it clears caches,
 * service workers and Cache Storage, not localStorage, IndexedDB or cookies).
 */
export async function seedLocalStorage(port: number, url: string, entries: Record<string, string>) {
  const cdp = await Cdp.connect(port);
  try {
    const { targetId } = await cdp.send<{ targetId: string }>("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await cdp.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    await cdp.send("Page.enable", {}, sessionId);
    const loaded = cdp.event("Page.loadEventFired", sessionId);
    await cdp.send("Page.navigate", { url }, sessionId);
    await loaded;
    const { result } = await cdp.send<{ result: { value: number } }>(
      "Runtime.evaluate",
      {
        expression: `(() => { localStorage.clear(); const e = ${JSON.stringify(entries)}; for (const k in e) localStorage.setItem(k, e[k]); return localStorage.length; })()`,
        returnByValue: true,
      },
      sessionId,
    );
    if (result.value !== Object.keys(entries).length) throw new Error(`localStorage of ${url} not written`);
    await cdp.send("Target.closeTarget", { targetId });
  } finally {
    cdp.close();
  }
}
