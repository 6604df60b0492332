import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_MINUTES } from "../../server/flights/bookings/create.ts";
import { unpaidHoldsMessage } from "../../server/flights/bookings/holds-limit.ts";
import { findOffers, TEST_NOW } from "../../server/flights/testing.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { createPaidBooking } from "../../server/testing/paid-booking.ts";
import { createTestUser } from "../../server/testing/users.ts";
import { bookingRequest } from "../domain/test-data.ts";
import { en } from "../i18n/en.ts";
import { refusalKey } from "../i18n/refusal-keys.ts";
import { translator } from "../i18n/translate.ts";
import { $token } from "../stores/auth.ts";
import { ApiError, type ErrorStrings, errorMessage } from "./api-error.ts";
import { createBooking } from "./create-booking.ts";
import { sendEticket } from "./send-eticket.ts";
import { routeFetchTo } from "./testing.ts";

// The API's limits, through the browser's own modules against the real app in-process, as the
// traveller reads them in English and in Myanmar.
const t = setUpTestContext({ now: () => TEST_NOW });
beforeAll(() => routeFetchTo(t));
afterAll(() => {
  $token.set(null);
});

/** What the app's one error handler (src/booking/notify-error.ts) gives `errorMessage`. */
const strings = (locale: "en" | "my"): ErrorStrings => {
  const tr = translator(locale);
  return {
    "error.network": tr("error.network"),
    "error.timeout": tr("error.timeout"),
    "error.generic": tr("error.generic"),
    // The translator shows a key it has no text for: that is no text.
    refusal: (code) => (tr(refusalKey(code)) === refusalKey(code) ? undefined : tr(refusalKey(code))),
  };
};

describe("limits a traveller meets", () => {
  it("the fourth unpaid booking is left to the error handler, which says why in English and Myanmar", async () => {
    const me = await createTestUser(t);
    $token.set(me.token);
    const offers = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-06" });
    const payload = (i: number) => {
      const offer = offers[i % offers.length];
      if (!offer) throw new Error("no offer");
      return bookingRequest(offer, me.user.id);
    };
    for (const i of [0, 1, 2]) expect((await createBooking(payload(i))).kind).toBe("booked");
    const error = await createBooking(payload(3)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "UNPAID_HOLDS_LIMIT" });
    // The English text is the server's sentence; the Myanmar one is its translation.
    expect(en["error.holdsLimit"]).toBe(unpaidHoldsMessage(HOLD_MINUTES));
    expect(errorMessage(error, strings("en"))).toBe(unpaidHoldsMessage(HOLD_MINUTES));
    const myanmar = errorMessage(error, strings("my"));
    expect(myanmar).toMatch(/[\u1000-\u109f]/);
    expect(myanmar).toContain("၃");
  });

  it("an e-ticket mailed too often says so in English and Myanmar", async () => {
    const me = await createTestUser(t);
    $token.set(me.token);
    const booking = await createPaidBooking(t.call, { userId: me.user.id, token: me.token });
    for (let i = 0; i < 5; i += 1) await sendEticket(booking.id);
    const error = await sendEticket(booking.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "ETICKET_MAIL_LIMIT" });
    expect(errorMessage(error, strings("en"))).toBe(en["error.eticketMailLimit"]);
    expect(errorMessage(error, strings("my"))).toMatch(/[\u1000-\u109f]/);
  });
});
