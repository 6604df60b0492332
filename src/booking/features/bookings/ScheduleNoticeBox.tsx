import type { ReactNode } from "react";
import type { ScheduleNotice } from "../../../domain/schedule-change.ts";
import { useT } from "../../use-t.ts";

/**
 * Booking detail's notice of the airline's change to a flight (docs/adr/0078): its new time and
 * the one before, or that it is cancelled, with the traveller's answers (`children`). Shown above
 * everything else on the page. `toContact`: shown to someone who looked the booking up, who may not
 * be the contact the mail went to.
 */
export function ScheduleNoticeBox({
  notice,
  toContact = false,
  children,
}: {
  notice: ScheduleNotice;
  toContact?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const { kind, ...words } = notice;
  const tone =
    kind === "CANCELLED"
      ? "border-red-300 bg-red-50 text-red-900"
      : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <section aria-labelledby="schedule-change" className={`mb-4 rounded-xl border p-4 ${tone}`}>
      <h2 id="schedule-change" className="font-semibold">
        {t(`schedule.${kind}`, words)}
      </h2>
      <p className="mt-1 text-sm">{t(toContact ? "schedule.localContact" : "schedule.local")}</p>
      {children}
    </section>
  );
}
