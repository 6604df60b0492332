import type { z } from "@hono/zod-openapi";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  isLoginResponse,
  isUser,
  type LoginResponse,
  type RegistrationResponse,
  registeredUser,
  type User,
} from "../../src/domain/account.ts";
import { type Airport, readAirports } from "../../src/domain/airport.ts";
import {
  type BookingRecord,
  type EticketSent,
  isBookingRecord,
  isEticketSent,
} from "../../src/domain/booking.ts";
import { type CurrencyEntry, readCurrencies } from "../../src/domain/currency.ts";
import { addDays, localDate } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { readSearchAnswer } from "../../src/domain/offer-view.ts";
import { paymentOutcome, thrownPaymentOutcome } from "../../src/domain/payment-result.ts";
import { type CheapestDay, readCheapestDays } from "../../src/domain/search-day.ts";
import { dataOf, isOk, listOf, type OkResponse } from "../../src/domain/shape.ts";
import { bookingRequest, registration } from "../../src/domain/test-data.ts";
import {
  isTopUpAnswer,
  isWalletView,
  type TopUpAnswer,
  type WalletTransaction,
  type WalletView,
} from "../../src/domain/wallet.ts";
import { setUpTestContext } from "../testing/harness.ts";
import { readOutbox } from "../testing/outbox.ts";
import { createTestUser } from "../testing/users.ts";
import type { AirportSchema } from "./airports/airports.routes.ts";
import type { login } from "./auth/auth.routes.ts";
import type { CurrencySchema } from "./currency/currency.routes.ts";
import type { topUp, wallet } from "./customers/customers.routes.ts";
import type { sendEmailPostRoute } from "./flights/booking.routes.ts";
import type { BookingRecordSchema } from "./flights/booking.schemas.ts";
import type { FlightOfferSchema } from "./flights/offer.schemas.ts";
import type { cheapestDates } from "./flights/search.routes.ts";
import type { register } from "./users/users.routes.ts";
import type { OkSchema, UserSchema } from "./users/users.schemas.ts";

/**
 * Every answer the browser reads has one shape, written in src/domain: the server builds its
 * answers as those types, and the browser reads them with src/domain's checks. Two kinds of pin
 * keep that true:
 * - types: the zod schemas that document the answers infer exactly the domain's types, so `npm
 *   run typecheck` (tsc -p tsconfig.server.json) fails when the documentation drifts;
 * - run time: each route's real answer, from the app in-process, passes the check the browser
 *   reads it with, so a server change the browser would refuse fails here first.
 */

/** The JSON a route answers with `status`, as its schema documents it. */
type Answer<
  Route extends { responses: object },
  Status extends keyof Route["responses"],
> = Route["responses"][Status] extends {
  content: { "application/json": { schema: infer S extends z.ZodType } };
}
  ? z.infer<S>
  : never;

describe("answer shapes: the documented schemas infer the domain's types", () => {
  it("BookingRecord", () => {
    expectTypeOf<z.infer<typeof BookingRecordSchema>>().toEqualTypeOf<BookingRecord>();
  });
  it("FlightOffer", () => {
    expectTypeOf<z.infer<typeof FlightOfferSchema>>().toEqualTypeOf<FlightOffer>();
  });
  it("User, and the sign-up and login answers", () => {
    expectTypeOf<z.infer<typeof UserSchema>>().toEqualTypeOf<User>();
    // The schemas name the one message each answers; the domain reads any message.
    expectTypeOf<Answer<typeof register, 201>>().not.toBeNever();
    expectTypeOf<Answer<typeof register, 201>>().toExtend<RegistrationResponse>();
    expectTypeOf<Answer<typeof login, 200>>().not.toBeNever();
    expectTypeOf<Answer<typeof login, 200>>().toExtend<LoginResponse>();
  });
  it("OkResponse", () => {
    expectTypeOf<z.infer<typeof OkSchema>>().toEqualTypeOf<OkResponse>();
  });
  it("Wallet and top-up", () => {
    type WalletAnswer = Answer<typeof wallet, 200>;
    expectTypeOf<WalletAnswer["data"]>().toEqualTypeOf<WalletView>();
    expectTypeOf<WalletAnswer["data"]["transactions"][number]>().toEqualTypeOf<WalletTransaction>();
    expectTypeOf<Answer<typeof topUp, 200>["data"]>().toEqualTypeOf<TopUpAnswer>();
  });
  it("Airport", () => {
    expectTypeOf<z.infer<typeof AirportSchema>>().toEqualTypeOf<Airport>();
  });
  it("CurrencyEntry", () => {
    expectTypeOf<z.infer<typeof CurrencySchema>>().toEqualTypeOf<CurrencyEntry>();
  });
  it("CheapestDay", () => {
    expectTypeOf<Answer<typeof cheapestDates, 200>["data"][number]>().toEqualTypeOf<CheapestDay>();
  });
  it("EticketSent", () => {
    expectTypeOf<Answer<typeof sendEmailPostRoute, 200>>().toEqualTypeOf<EticketSent>();
  });
});

describe("answer shapes: the browser's checks read the real answers", () => {
  const t = setUpTestContext();

  /** A route's answer as the browser gets it: JSON of a shape yet to be checked. */
  async function answer(
    method: string,
    path: string,
    status: number,
    options: { body?: unknown; token?: string } = {},
  ): Promise<unknown> {
    const res = await t.call(method, path, options);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body as unknown;
  }

  it("the account: sign-up, login, the current user, a profile change, logout", async () => {
    const signup = registration();
    const { email, password } = signup;
    const registered = registeredUser(await answer("POST", "/apis/users/register", 201, { body: signup }));
    expect(registered?.email).toBe(email);

    const session = await answer("POST", "/apis/auth/login", 200, { body: { email, password } });
    expect(isLoginResponse(session)).toBe(true);
    if (!isLoginResponse(session)) return;
    const token = session.jwt;
    const me = await answer("GET", `/apis/users/current-user/${session.user.id}`, 200, { token });
    expect(dataOf(isUser)(me)).toEqual(session.user);
    const changed = await answer("PATCH", `/apis/users/${session.user.id}`, 200, {
      body: { name: "Aung Kyaw" },
      token,
    });
    expect(dataOf(isUser)(changed)?.name).toBe("Aung Kyaw");
    expect(isOk(await answer("POST", "/apis/auth/logout", 200, { token }))).toBe(true);
  });

  it("the confirmations: password change, forgotten password and reset, subscribe, contact", async () => {
    const { user, token, password } = await createTestUser(t);
    const changed = await answer("POST", `/apis/users/${user.id}/password`, 200, {
      body: { currentPassword: password, newPassword: "Changed123!" },
      token,
    });
    expect(isOk(changed)).toBe(true);
    const forgot = await answer("POST", "/apis/auth/forgot-password", 200, { body: { email: user.email } });
    expect(isOk(forgot)).toBe(true);
    const mail = (await readOutbox(t)).findLast((m) => m.to === user.email);
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    const reset = await answer("POST", "/apis/auth/reset-password", 200, {
      body: { email: user.email, otp, newPassword: "Reset1234!" },
    });
    expect(isOk(reset)).toBe(true);
    expect(isOk(await answer("POST", "/apis/subscribe", 201, { body: { email: "news@example.com" } }))).toBe(
      true,
    );
    const contact = { name: "Su Su", email: "su@example.com", message: "Do you fly to Putao?" };
    expect(isOk(await answer("POST", "/apis/contact", 201, { body: contact }))).toBe(true);
  });

  it("the reference lists: currencies and airports", async () => {
    const currencies = readCurrencies(await answer("GET", "/apis/currency/", 200));
    expect(currencies?.map((c) => c.code)).toEqual(["USD", "MMK"]);
    const airports = readAirports(await answer("GET", `/apis/airports?q=${encodeURIComponent("ရန်ကုန်")}`, 200));
    expect(airports?.[0]).toMatchObject({ iataCode: "RGN", domestic: true });
    expect(readAirports(await answer("GET", "/apis/airports?q=zzzz", 200))).toEqual([]);
  });

  it("a search, the date strip, a booking, its payment, the wallet and the e-ticket", async () => {
    const { user, token } = await createTestUser(t);
    const today = localDate(new Date(), 390);
    const query = new URLSearchParams({
      travelType: "2",
      from: "RGN",
      to: "BKK",
      departureDate: addDays(today, 10),
      returnDate: addDays(today, 15),
      adults: "1",
    });
    const search = readSearchAnswer(await answer("GET", `/apis/flights/search/one-ways?${query}`, 200));
    const offer = search?.offers?.[0];
    expect(offer).toBeDefined();
    if (!offer) return;
    expect(search?.carriers[offer.itineraries[0]?.segments[0]?.carrierCode ?? ""]).toEqual(
      expect.any(String),
    );
    const days = readCheapestDays(await answer("GET", `/apis/flights/cheapest-dates?${query}&days=5`, 200));
    expect(days).toHaveLength(5);

    const booked = await answer("POST", "/apis/flights/booking", 201, {
      body: bookingRequest(offer, user.id, 2),
      token,
    });
    const record = dataOf(isBookingRecord)(booked);
    expect(record?.status).toBe("PENDING_PAYMENT");
    if (!record) return;

    // Not enough in the wallet: a refusal the payment step reads (from the ApiError's data).
    const short = await answer("POST", "/apis/customers/check-payment", 400, {
      body: { userId: user.id, flightId: record.id },
      token,
    });
    expect(thrownPaymentOutcome(short, 400).kind).toBe("short");
    const toppedUp = await answer("POST", "/apis/customers/wallet/topup", 200, {
      body: { amount: toCents(offer.price.grandTotal), method: "kpay" },
      token,
    });
    expect(dataOf(isTopUpAnswer)(toppedUp)?.transaction.type).toBe("TOPUP");
    const paid = await answer("POST", "/apis/customers/check-payment", 200, {
      body: { userId: user.id, flightId: record.id },
      token,
    });
    expect(paymentOutcome(paid).kind).toBe("paid");

    const view = dataOf(isWalletView)(await answer("GET", "/apis/customers/wallet", 200, { token }));
    expect(view?.transactions.map((row) => row.type)).toEqual(["PAYMENT", "TOPUP"]);
    const list = dataOf(listOf(isBookingRecord))(
      await answer("GET", `/apis/flights/booking?userId=${user.id}`, 200, { token }),
    );
    expect(list?.map((b) => b.id)).toEqual([record.id]);
    const one = dataOf(isBookingRecord)(
      await answer("GET", `/apis/flights/booking/${record.id}`, 200, { token }),
    );
    expect(one?.status).toBe("PAID");
    const sent = await answer("POST", `/apis/flights/booking/send-email/${record.id}`, 200, { token });
    expect(isEticketSent(sent)).toBe(true);
  });
});
