import type { z } from "@hono/zod-openapi";
import { describe, expectTypeOf, it } from "vitest";
import type { LoginResponse, RegistrationResponse, User } from "../../src/domain/account.ts";
import type { Airport } from "../../src/domain/airport.ts";
import type { BookingRecord, EticketSent } from "../../src/domain/booking.ts";
import type { CurrencyEntry } from "../../src/domain/currency.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { CheapestDay } from "../../src/domain/search-day.ts";
import type { OkResponse } from "../../src/domain/shape.ts";
import type { TopUpAnswer, WalletTransaction, WalletView } from "../../src/domain/wallet.ts";
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
 * Every answer the browser reads has one shape, written in src/domain, and the server builds its
 * answers as those types. The zod schemas that document the answers must infer exactly the
 * domain's types: these checks are types, so `npm run typecheck` (tsc -p tsconfig.server.json)
 * fails when the documentation drifts; at run time they pass trivially.
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
