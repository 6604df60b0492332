import type { BookingStatus } from "../../domain/booking.ts";
import type { ScheduleChangeKind } from "../../domain/schedule-change.ts";
import type { UIKey } from "../../i18n/en.ts";
import { useT } from "../use-t.ts";

const TONE: Record<BookingStatus, string> = {
  PAID: "bg-emerald-100 text-emerald-800",
  PENDING_PAYMENT: "bg-amber-100 text-amber-900",
  EXPIRED: "bg-slate-200 text-slate-700",
  CANCELLED: "bg-red-100 text-red-800",
};

/** A booking's status in words (Paid, Waiting for payment...), in its colour. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(`account.status.${status}` as UIKey)}
    </span>
  );
}

/** The airline's change to a booking's flight (docs/adr/0078): "Schedule changed" or "Flight cancelled". */
export function ScheduleBadge({ kind }: { kind: ScheduleChangeKind }) {
  const t = useT();
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t(`schedule.badge.${kind}`)}
    </span>
  );
}
