import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { assertSelf, currentUser } from "../../http/auth.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
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
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  const userId = currentUser(c).id;
  if (!key)
    return c.json({ success: true as const, data: await topUpWallet(deps, userId, amount, method) }, 200);
  // The same key again answers the first result: the provider is not charged a second time.
  const call = { userId, route: "wallet/topup", key, request: { amount, method } };
  const data = await oncePerKey(deps, call, (remember) =>
    topUpWallet(deps, userId, amount, method, (tx, result) => remember(tx, result)),
  );
  return c.json({ success: true as const, data }, 200);
};
