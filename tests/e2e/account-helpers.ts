import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { type OutboxMail, readOutboxDir } from "../../server/testing/outbox.ts";
import { type ApiCall, createPaidBooking } from "../../server/testing/paid-booking.ts";
import type { RegistrationPayload } from "../../src/domain/account.ts";
import { registration, TEST_PASSWORD } from "../../src/domain/test-data.ts";

/** The shared helpers of the account browser tests: accounts, sessions, bookings and mail. */

let serial = 0;
export function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}${serial}@example.mm`;
}

/** The password of every account createAccount makes. */
export const PASSWORD = TEST_PASSWORD;

/**
 * The headers of one new traveller's registration: a client address of their own (TEST-NET-2,
 * `X-Forwarded-For`; the test server trusts one proxy hop). Each test's traveller signs up from
 * their own phone, as real ones do; from one address the suite's sign-ups would meet the
 * register limit (20 per address in 10 minutes) that real travellers behind one NAT never reach.
 */
export function newTravellerHeaders(): Record<string, string> {
  serial += 1;
  const n = (process.pid * 131 + serial) % 65_000;
  return { "x-forwarded-for": `198.51.${100 + ((n >> 8) % 100)}.${n & 255}` };
}

/** The API through Playwright's request context, in the shape the shared generators take. */
export function apiCall(request: APIRequestContext): ApiCall {
  return async (method, url, options = {}) => {
    const res = await request.fetch(url, {
      method,
      data: options.body,
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
    return { status: res.status(), body: await res.json().catch(() => null) };
  };
}

export interface Session {
  jwt: string;
  expiresAt: string;
  user: { id: string; name: string; email: string; isAgent: boolean };
}

/** Registers an account through the API (a valid sign-up, registration(fields)) and signs it in. */
export async function createAccount(
  request: APIRequestContext,
  fields: Partial<RegistrationPayload> = {},
): Promise<Session> {
  const body = registration(fields);
  const register = await request.post("/apis/users/register", { headers: newTravellerHeaders(), data: body });
  if (register.status() !== 201) throw new Error(`register: ${await register.text()}`);
  const login = await request.post("/apis/auth/login", {
    data: { email: body.email, password: body.password },
  });
  return (await login.json()) as Session;
}

/** Puts a session into the page's storage before any script runs, as a sign-in would. */
export async function useSession(
  page: Page,
  session: Session,
  extra: Record<string, string> = {},
): Promise<void> {
  await page.addInitScript(
    ({ session, extra }) => {
      if (sessionStorage.getItem("e2e-session-set")) return;
      sessionStorage.setItem("e2e-session-set", "1");
      localStorage.setItem("token", session.jwt);
      localStorage.setItem("token_expires_at", String(Date.parse(session.expiresAt)));
      localStorage.setItem("user", JSON.stringify(session.user));
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    { session, extra },
  );
}

/** A paid round trip for the account (search, book, top up, pay through the API). */
export function paidBooking(request: APIRequestContext, session: Session) {
  return createPaidBooking(apiCall(request), { userId: session.user.id, token: session.jwt });
}

/** The mail the e2e server wrote (its DATA_DIR/outbox), oldest first. */
export function outbox(baseURL: string | undefined): Promise<OutboxMail[]> {
  const port = new URL(baseURL ?? "http://localhost:4329").port;
  const dataDir = readFileSync(path.join(os.tmpdir(), `fb-e2e-${port}.datadir`), "utf8").trim();
  return readOutboxDir(path.join(dataDir, "outbox"));
}

/**
 * Console errors and uncaught exceptions of a page, to assert there are none. The browser's own
 * line for an API answer the test provokes on purpose (a 4xx: wrong password) is not one.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    const expected = /^Failed to load resource: the server responded with a status of 4\d\d/;
    if (message.type() === "error" && !expected.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
