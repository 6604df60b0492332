import { type PaymentOutcome, paymentOutcome, thrownPaymentOutcome } from "../domain/payment-result.ts";
import { ApiError } from "./api-error.ts";
import { apiRequest } from "./client.ts";

/**
 * Pays a booking from the wallet (`POST /apis/customers/check-payment`) and reads the answer as
 * spec section 8 does. Paying a paid booking again answers the first result and charges nothing.
 * A 401, a lost connection and a timeout are rethrown for the app's one error handler, which
 * says them in the page's language (not the browser's "Failed to fetch").
 */
export async function checkPayment(
  input: { userId: string; flightId: string },
  signal?: AbortSignal,
): Promise<PaymentOutcome> {
  try {
    return await apiRequest("/apis/customers/check-payment", paymentOutcome, {
      method: "POST",
      body: input,
      signal,
    });
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.status === 401 || error.kind === "network" || error.kind === "timeout")
    )
      throw error;
    if (error instanceof ApiError)
      return thrownPaymentOutcome(
        error.data,
        error.status,
        error.kind === "http" ? error.message : undefined,
      );
    return thrownPaymentOutcome(null, null);
  }
}
