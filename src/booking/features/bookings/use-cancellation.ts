import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { confirmCancellation, quoteCancellation } from "../../../api/cancel-booking.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import {
  type Cancellation,
  type CancellationQuote,
  isCancellationQuote,
} from "../../../domain/cancellation.ts";
import { isObject } from "../../../domain/shape.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";

/** Where the cancel dialog stands. */
export type CancelState =
  | { kind: "loading" }
  /** `changed`: the server refused the quote confirmed and answered this new one. */
  | { kind: "quote"; quote: CancellationQuote; changed: boolean; confirming: boolean }
  /** The booking cannot be cancelled, or the call failed: said in the page's language. */
  | { kind: "refused"; message: string };

const REFUSALS = ["ALREADY_CANCELLED", "DEPARTED", "NOT_PAID"];

/** Why the booking cannot be cancelled in the page's language; any other failure as the app says it. */
function refusal(error: unknown, t: Translate): CancelState {
  if (error instanceof ApiError && error.status === 409 && error.code && REFUSALS.includes(error.code))
    return { kind: "refused", message: t(`cancel.error.${error.code}` as UIKey) };
  return { kind: "refused", message: notifyError(error, t) };
}

/**
 * The cancel dialog's work: asks for the quote when opened, confirms it with one
 * Idempotency-Key per quote (a retry of the same confirmation refunds once), and shows a new
 * quote when the server says the confirmed one expired.
 */
export function useCancellation(bookingId: string, open: boolean, onCancelled: (done: Cancellation) => void) {
  const t = useT();
  const [state, setState] = useState<CancelState>({ kind: "loading" });
  const key = useRef(newIdempotencyKey());

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ kind: "loading" });
    quoteCancellation(bookingId, controller.signal).then(
      (quote) => {
        key.current = newIdempotencyKey();
        setState({ kind: "quote", quote, changed: false, confirming: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState(refusal(error, t));
      },
    );
    return () => controller.abort();
  }, [bookingId, open, t]);

  async function confirm() {
    if (state.kind !== "quote" || state.confirming) return;
    setState({ ...state, confirming: true });
    try {
      onCancelled(await confirmCancellation(bookingId, state.quote.quoteId, key.current));
    } catch (error) {
      const fresh = error instanceof ApiError && isObject(error.data) ? error.data.quote : undefined;
      if (error instanceof ApiError && error.code === "QUOTE_EXPIRED" && isCancellationQuote(fresh)) {
        key.current = newIdempotencyKey();
        setState({ kind: "quote", quote: fresh, changed: true, confirming: false });
      } else setState(refusal(error, t));
    }
  }

  return { state, confirm };
}
