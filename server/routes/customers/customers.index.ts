import { createRouter } from "../../http/validation.ts";
import { checkPaymentHandler, topUpHandler, walletHandler } from "./customers.handlers.ts";
import { checkPayment, topUp, wallet } from "./customers.routes.ts";

/** The wallet and paying bookings from it. */
export const customersRoutes = createRouter()
  .openapi(checkPayment, checkPaymentHandler)
  .openapi(wallet, walletHandler)
  .openapi(topUp, topUpHandler);
