import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { type OutboxMail, readOutboxDir } from "../../server/testing/outbox.ts";
import { type ApiCall, createHeldBooking, createPaidBooking } from "../../server/testing/paid-booking.ts";
import type { LoginPayload, LoginResponse, RegistrationPayload } from "../../src/domain/account.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { registration } from "../../src/domain/test-data.ts";

/** The shared helpers of the browser tests' accounts: sign-up, sign-in, sessions, bookings and mail. */

/** The seeded demo customer: an account every run has, its wallet USD 2,000 at the start. */
export const DEMO: LoginPayload = { email: "demo@flights.example.mm", password: "Demo12345!" };

let serial = 0;
export function uniqueEmail(prefix: string): string {
  serial += 1;
  return `${prefix}.${Date.now().toString(36)}${serial}@example.mm`;
}

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

/** A signed-in session as the login answers it (the user is the contract's `User`). */
export type Session = Pick<LoginResponse, "jwt" | "expiresAt" | "user">;

/**
 * Signs in through the API. The account's bookings left unpaid by earlier tests end first: an
 * account holds 3 unpaid bookings at most, and several tests share the demo account.
 */
export async function login(request: APIRequestContext, account: LoginPayload): Promise<Session> {
  const res = await request.post("/apis/auth/login", { data: account });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const session = (await res.json()) as Session;
  await request.post("/apis/test/end-holds", { data: { userId: session.user.id } });
  return session;
}

/**
 * Registers a new account through the API (a valid sign-up, `registration(fields)`, its password
 * TEST_PASSWORD unless told) and signs it in. Its wallet is empty.
 */
export async function createAccount(
  request: APIRequestContext,
  fields: Partial<RegistrationPayload> = {},
): Promise<Session> {
  const body = registration(fields);
  const res = await request.post("/apis/users/register", { headers: newTravellerHeaders(), data: body });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return login(request, { email: body.email, password: body.password });
}

/** What the browser holds before a test's first page: a session and the stores' drafts. */
export interface Stored {
  /** Signed in, as a sign-in leaves it (`token`, `token_expires_at`, `user`). */
  session?: Session;
  /** The search the panel stored (`searchParams`). */
  search?: object;
  /** The offer Buy Now chose (`selectedFlight`). */
  offer?: FlightOffer;
  /** The booking Confirm Booking stored (`bookingData`). */
  booking?: object;
  /** Whose the drafts are (`bookingOwner`, a user id). */
  owner?: string;
  language?: "en" | "my";
  /** The currency prices are shown in (`app_currency`). */
  currency?: string;
}

let stores = 0;

/**
 * Puts `stored` into the page's localStorage before any script of its first page runs. Written
 * once a tab (marked in its sessionStorage), so that a sign-out or a change the test makes is not
 * undone by the next page; another tab of the context starts without it.
 */
export async function storeInBrowser(page: Page, stored: Stored): Promise<void> {
  stores += 1;
  const items: Record<string, string> = {};
  if (stored.session) {
    items.token = stored.session.jwt;
    items.token_expires_at = String(Date.parse(stored.session.expiresAt));
    items.user = JSON.stringify(stored.session.user);
  }
  if (stored.search) items.searchParams = JSON.stringify(stored.search);
  if (stored.offer) items.selectedFlight = JSON.stringify(stored.offer);
  if (stored.booking) items.bookingData = JSON.stringify(stored.booking);
  if (stored.owner) items.bookingOwner = stored.owner;
  if (stored.language) items.language = stored.language;
  if (stored.currency) items.app_currency = stored.currency;
  await page.addInitScript(
    ({ mark, items }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, "1");
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    },
    { mark: `e2e-stored-${stores}`, items },
  );
}

/** Who books through the shared generators: the session's user and token. */
const bookerOf = (session: Session) => ({ userId: session.user.id, token: session.jwt });

/**
 * A round trip Yangon–Bangkok 10 days ahead booked for the account and held for payment
 * (PENDING_PAYMENT): the record as Confirm Booking stores it.
 */
export async function newHeldBooking(request: APIRequestContext, session: Session): Promise<BookingRecord> {
  const { record } = await createHeldBooking(apiCall(request), bookerOf(session));
  return record as unknown as BookingRecord;
}

/** A round trip Yangon–Bangkok booked, topped up for and paid by the account: its id and offer. */
export function newPaidBooking(
  request: APIRequestContext,
  session: Session,
  family: FareFamilyCode | null = null,
) {
  return createPaidBooking(apiCall(request), bookerOf(session), undefined, family);
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
