import { useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import { acceptScheduleChange, refundScheduleChange } from "../../../api/schedule-change.ts";
import type { Cancellation } from "../../../domain/cancellation.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";

const REFUSALS = ["NO_OPEN_CHANGE", "FLIGHT_CANCELLED", "ALREADY_CANCELLED", "DEPARTED"];

/**
 * The traveller's answer to an airline's schedule change (docs/adr/0078): accept the new time or
 * cancel with a full refund, each with its own Idempotency-Key, so a retry acts once. A refusal
 * (already answered, a cancelled flight) is said in the page's language.
 */
export function useScheduleAnswer(
  bookingId: string,
  done: { accepted: () => void; refunded: (cancellation: Cancellation) => void },
) {
  const t = useT();
  const [busy, setBusy] = useState<"accept" | "refund" | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const keys = useRef({ accept: newIdempotencyKey(), refund: newIdempotencyKey() });

  async function run<T>(
    which: "accept" | "refund",
    call: (key: string) => Promise<T>,
    then: (value: T) => void,
  ) {
    if (busy) return;
    setBusy(which);
    setRefused(null);
    try {
      then(await call(keys.current[which]));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code && REFUSALS.includes(error.code))
        setRefused(t(`schedule.error.${error.code}` as UIKey));
      else notifyError(error, t);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    refused,
    accept: () => run("accept", (key) => acceptScheduleChange(bookingId, key), done.accepted),
    refund: () => run("refund", (key) => refundScheduleChange(bookingId, key), done.refunded),
  };
}
