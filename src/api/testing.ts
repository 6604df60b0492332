import { vi } from "vitest";
import { createTestContext, type TestContext } from "../../server/testing/harness.ts";

/**
 * Sends the browser's `fetch` to the real API app, in-process, so the API modules' tests cannot
 * drift from the contract the server answers. Call it again after `vi.unstubAllGlobals()`.
 */
export function routeFetchTo(t: TestContext): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    t.app.request(input instanceof Request ? input : String(input), init),
  );
}

/**
 * A throwaway API app with `fetch` routed to it.
 * @example const t = await startApiApp(); await login({ email, password }); await t.close();
 */
export async function startApiApp(): Promise<TestContext> {
  const t = await createTestContext();
  routeFetchTo(t);
  return t;
}
