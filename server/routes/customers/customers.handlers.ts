import { randomUUID } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { assertSelf, currentUser } from "../../http/auth.ts";
import { pageLocale } from "../../mail/templates/locale.ts";
import { oncePerKey } from "../../payments/idempotency.ts";
import { readWallet } from "../../payments/ledger.ts";
import { payBookingFromWallet } from "../../payments/pay-booking.ts";
import { topUpWallet } from "../../payments/top-up.ts";
import type { checkPayment, topUp, wallet } from "./customers.routes.ts";

/**
 * POST /customers/check-payment: pays the booking from the caller's wallet, at most once. With an
 * Idempotency-Key the key is bound to this booking (another booking under it is a 409).
 */
export const checkPaymentHandler: RouteHandler<typeof checkPayment, AppEnv> = async (c) => {
  const { userId, flightId } = c.req.valid("json");
  const user = assertSelf(c, userId);
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  // The e-ticket mail is written in the language of the page that paid.
  const locale = pageLocale(c.req.header("accept-language"), user.locale);
  const pay = async () => {
    const result = await payBookingFromWallet(deps, user.id, flightId, locale);
    // The payment enqueued the e-ticket mail: send it now, without making the answer wait.
    deps.jobs.kick();
    return {
      success: true as const,
      paid: result.paid,
      message: "Payment successful!" as const,
      data: {
        success: true as const,
        bookingId: result.bookingId,
        balance: result.balance,
        eticketTo: result.eticketTo,
      },
    };
  };
  if (!key) return c.json(await pay(), 200);
  const call = { userId: user.id, route: "customers/check-payment", key, request: { flightId } };
  // Paying a booking twice answers the first payment anyway, so the answer may be stored after
  // the payment's own statement: a crash between the two leaves nothing a retry cannot redo.
  const body = await oncePerKey(deps, call, async (claim) => {
    const answer = await pay();
    await deps.database.db.transaction((tx) => claim.remember(tx, answer));
    return answer;
  });
  return c.json(body, 200);
};

/** GET /customers/wallet: the caller's own wallet (there is no way to name another's). */
export const walletHandler: RouteHandler<typeof wallet, AppEnv> = async (c) => {
  const { deps } = c.var;
  const data = await readWallet(deps.database.db, currentUser(c).id, deps.now());
  return c.json({ success: true as const, data }, 200);
};

/** POST /customers/wallet/topup: records the intent, charges the provider, credits the ledger once. */
export const topUpHandler: RouteHandler<typeof topUp, AppEnv> = async (c) => {
  const { amount, method } = c.req.valid("json");
  const key = c.req.valid("header")["idempotency-key"];
  const { deps } = c.var;
  const userId = currentUser(c).id;
  if (!key) {
    const data = await topUpWallet(deps, { userId, amount, method, reference: randomUUID() });
    return c.json({ success: true as const, data }, 200);
  }
  // Every attempt on the key charges the provider under the claim's one reference: a retry after
  // a crash asks what became of the first charge instead of charging again.
  const call = { userId, route: "wallet/topup", key, request: { amount, method } };
  const data = await oncePerKey(deps, call, (claim) =>
    topUpWallet(deps, { userId, amount, method, reference: claim.reference }, claim.remember),
  );
  return c.json({ success: true as const, data }, 200);
};
