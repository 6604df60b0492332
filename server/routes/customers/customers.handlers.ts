import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { assertSelf, currentUser } from "../../http/auth.ts";
import { readWallet } from "../../payments/ledger.ts";
import { payBookingFromWallet } from "../../payments/pay-booking.ts";
import { topUpWallet } from "../../payments/top-up.ts";
import type { checkPayment, topUp, wallet } from "./customers.routes.ts";

/** POST /customers/check-payment: pays the booking from the caller's wallet, at most once. */
export const checkPaymentHandler: RouteHandler<typeof checkPayment, AppEnv> = async (c) => {
  const { userId, flightId } = c.req.valid("json");
  const user = assertSelf(c, userId);
  const result = await payBookingFromWallet(c.var.deps, user.id, flightId);
  return c.json(
    {
      success: true as const,
      paid: result.paid,
      message: "Payment successful!" as const,
      data: { success: true as const, bookingId: result.bookingId, balance: result.balance },
    },
    200,
  );
};

/** GET /customers/wallet: the caller's own wallet (there is no way to name another's). */
export const walletHandler: RouteHandler<typeof wallet, AppEnv> = async (c) => {
  const { deps } = c.var;
  const data = await readWallet(deps.database.db, currentUser(c).id, deps.now());
  return c.json({ success: true as const, data }, 200);
};

/** POST /customers/wallet/topup: charges the provider, then credits the ledger. */
export const topUpHandler: RouteHandler<typeof topUp, AppEnv> = async (c) => {
  const { amount, method } = c.req.valid("json");
  const data = await topUpWallet(c.var.deps, currentUser(c).id, amount, method);
  return c.json({ success: true as const, data }, 200);
};
