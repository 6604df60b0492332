import { beforeEach, vi } from "vitest";
import { setUpTestContext, type TestContext } from "../../server/testing/harness.ts";

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
 * A test file's API app (made before its tests, closed after them), with `fetch` routed to it
 * before each test.
 * @example const t = setUpApiApp(); it("signs in", () => login({ email, password }));
 */
export function setUpApiApp(): TestContext {
  const t = setUpTestContext();
  beforeEach(() => routeFetchTo(t));
  return t;
}
