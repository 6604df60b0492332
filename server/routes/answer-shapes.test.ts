import type { z } from "@hono/zod-openapi";
import { describe, expectTypeOf, it } from "vitest";
import type { BookingRecord } from "../../src/domain/booking.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { PublicUser } from "../auth/sessions.ts";
import type { PublicTransaction, WalletView } from "../payments/ledger.ts";
import type { wallet } from "./customers/customers.routes.ts";
import type { BookingRecordSchema } from "./flights/booking.schemas.ts";
import type { FlightOfferSchema } from "./flights/offer.schemas.ts";
import type { UserSchema } from "./users/users.schemas.ts";

/**
 * The API's answer shapes are written twice: as interfaces (src/domain, which the booking app
 * trusts, and server/) and as the zod schemas that document them. These checks are types: `npm
 * run typecheck` (tsc -p tsconfig.server.json) fails when the two drift apart; at run time they
 * pass trivially.
 */
type WalletAnswer = z.infer<(typeof wallet)["responses"][200]["content"]["application/json"]["schema"]>;

describe("answer shapes: interfaces and documented schemas agree", () => {
  it("BookingRecord", () => {
    expectTypeOf<z.infer<typeof BookingRecordSchema>>().toEqualTypeOf<BookingRecord>();
  });
  it("FlightOffer", () => {
    expectTypeOf<z.infer<typeof FlightOfferSchema>>().toEqualTypeOf<FlightOffer>();
  });
  it("User", () => {
    expectTypeOf<z.infer<typeof UserSchema>>().toEqualTypeOf<PublicUser>();
  });
  it("Wallet", () => {
    expectTypeOf<WalletAnswer["data"]>().toEqualTypeOf<WalletView>();
    expectTypeOf<WalletAnswer["data"]["transactions"][number]>().toEqualTypeOf<PublicTransaction>();
  });
});
