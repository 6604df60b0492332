import type { AppDeps } from "../context.ts";
import { setUpTestContext, type TestContext, testEnv } from "./harness.ts";

/**
 * A test file's app behind one trusted proxy (TRUST_PROXY=1): each request names its client in
 * X-Forwarded-For, so each test can come from an address of its own and meet no other test's
 * rate limits.
 * @example const t = setUpBehindProxy(); t.api(login, { body, headers: fromNewAddress() });
 */
export function setUpBehindProxy(overrides: Partial<AppDeps> = {}): TestContext {
  return setUpTestContext({ env: testEnv({ TRUST_PROXY: "1" }), ...overrides });
}

let addresses = 0;

/** An X-Forwarded-For no other request of this test file sent (TEST-NET-3, then on). */
export function fromNewAddress(): { "x-forwarded-for": string } {
  addresses += 1;
  return { "x-forwarded-for": `203.0.${113 + (addresses >> 8)}.${addresses & 255}` };
}
