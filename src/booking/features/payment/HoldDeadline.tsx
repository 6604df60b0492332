import type { BookingRecord } from "../../../domain/booking.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { useLocale, useT } from "../../use-t.ts";
import { HoldTimer } from "./HoldTimer.tsx";

interface Props {
  /** The held booking, waiting for payment. */
  booking: Pick<BookingRecord, "id" | "holdExpiresAt">;
  onExpire: () => void;
}

/**
 * What a held booking waits for: payment until the hold's time, written as the page writes
 * dates and times (in Myanmar time, where bookings are read), and the time left ticking.
 */
export function HoldDeadline({ booking, onExpire }: Props) {
  const t = useT();
  const locale = useLocale();
  const { date, time } = myanmarDateTime(booking.holdExpiresAt, locale);
  return (
    <div className="space-y-1 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-700">
      <p>{t("payment.waitsUntil", { id: booking.id, date, time })}</p>
      <HoldTimer expiresAt={booking.holdExpiresAt} onExpire={onExpire} />
    </div>
  );
}
