import type { BookingRecord } from "../../../domain/booking.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";

interface Props {
  /** The passenger as this booking names them. */
  passengerName: string;
  /** Their earlier booking of these flights (held or paid). */
  booking: BookingRecord;
  t: Translate;
  locale: Locale;
}

/**
 * The confirm dialog's warning when a passenger is booked on these flights already (409
 * DUPLICATE_BOOKING): who, which booking and where it stands, and the question before booking
 * again, so that a traveller unsure whether the first try worked does not pay twice.
 */
export function DuplicateWarning({ passengerName, booking, t, locale }: Props) {
  const status =
    booking.status === "PAID"
      ? t("ticket.duplicatePaid", { name: passengerName, id: booking.id })
      : t("ticket.duplicateHeld", {
          name: passengerName,
          id: booking.id,
          time: myanmarDateTime(booking.holdExpiresAt, locale).time,
        });
  return (
    <div
      role="alert"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">{t("ticket.duplicateTitle")}</p>
      <p className="mt-1">{status}</p>
      <p className="mt-2">{t("ticket.duplicateAsk")}</p>
    </div>
  );
}
