import { test as base, expect, type Page } from "@playwright/test";
import type { LoginPayload, RegistrationPayload } from "../../src/domain/account.ts";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import {
  createAccount,
  login,
  newHeldBooking,
  newPaidBooking,
  type Session,
  storeInBrowser,
} from "./account-helpers.ts";

/**
 * The browser tests' shared set-up, as Playwright fixtures: a test names what it starts from
 * (`customer`, `signedIn`, `heldBooking`, `paidBooking`) and gets it made through the API. Each is
 * made only for a test that asks for it (or for a fixture it asks for), and afresh for each test.
 * @example test("...", async ({ signedIn: page, paidBooking }) => { await page.goto(`/booking-detail/${paidBooking.id}`); })
 */

export interface CustomerOptions {
  /** The sign-up fields of the new account `customer` is (the rest from registration()). */
  customerSignUp: Partial<RegistrationPayload>;
  /**
   * An existing account `customer` signs in to instead of a new one: DEMO, for a test that pays
   * from a wallet already holding money.
   */
  customerLogin: LoginPayload | null;
  /** The fare family `paidBooking` buys; null: the search's cheapest fare. */
  paidBookingFamily: FareFamilyCode | null;
}

export interface Fixtures {
  /** A traveller registered and signed in through the API: a new account, its wallet empty. */
  customer: Session;
  /** The page, with the customer's session in the browser before any of its scripts runs. */
  signedIn: Page;
  /** The customer's round trip Yangon–Bangkok, held for payment: the record the API answered. */
  heldBooking: BookingRecord;
  /** The customer's round trip Yangon–Bangkok, topped up for and paid: its id and offer. */
  paidBooking: Awaited<ReturnType<typeof newPaidBooking>>;
}

export const test = base.extend<CustomerOptions & Fixtures>({
  customerSignUp: [{}, { option: true }],
  customerLogin: [null, { option: true }],
  paidBookingFamily: [null, { option: true }],
  customer: async ({ request, customerSignUp, customerLogin }, use) => {
    await use(
      customerLogin ? await login(request, customerLogin) : await createAccount(request, customerSignUp),
    );
  },
  signedIn: async ({ page, customer }, use) => {
    await storeInBrowser(page, { session: customer });
    await use(page);
  },
  heldBooking: async ({ request, customer }, use) => {
    await use(await newHeldBooking(request, customer));
  },
  paidBooking: async ({ request, customer, paidBookingFamily }, use) => {
    await use(await newPaidBooking(request, customer, paidBookingFamily));
  },
});

export { TEST_PASSWORD } from "../../src/domain/test-data.ts";
export { expect };
