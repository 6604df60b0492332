import { journeyCities } from "../../../domain/booking-legs.ts";
import { detailDate } from "../../../domain/dates.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { card, secondaryButton } from "../../common/classes.ts";
import { StatusBadge } from "../../common/StatusBadge.tsx";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import type { KeptListed } from "./kept-history.ts";

/**
 * Booking History with no connection (ADR 0081): that the full list needs one, and the bookings
 * whose copy is kept on this device, each with its journey, when it was saved and a link to its
 * kept detail (which opens offline). `sessionEnded`: shown with no session (it expired), the
 * device's last traveller's copies, with a note that signing in needs a connection.
 */
export function KeptHistory({ kept, sessionEnded = false }: { kept: KeptListed[]; sessionEnded?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  return (
    <>
      <div
        role="status"
        className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
      >
        <p className="font-semibold">{t("history.offline.title")}</p>
        <p className="mt-1">{t(kept.length > 0 ? "history.offline.kept" : "history.offline.none")}</p>
        {sessionEnded && (
          <>
            <p className="mt-1">{t("history.offline.sessionEnded")}</p>
            <p className="mt-1 text-sm">{t("account.detail.keptRemoveSignedOut")}</p>
          </>
        )}
      </div>
      <ul className="space-y-4">
        {kept.map(({ record, savedAt }) => {
          const saved = myanmarDateTime(savedAt, locale);
          return (
            <li key={record.id} className={card}>
              <article aria-labelledby={`kept-${record.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 id={`kept-${record.id}`} className="min-w-0 font-semibold">
                    {t("account.booking.id", { id: record.id })}
                  </h2>
                  <StatusBadge status={record.status} />
                </div>
                <p className="mt-2 font-medium">{journeyCities(record, locale)}</p>
                <p className="text-sm text-slate-700">{detailDate(record.departureDate, locale)}</p>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-slate-600">{t("history.offline.saved", saved)}</p>
                  <a href={path("bookingDetail", { id: record.id })} className={`${secondaryButton} text-sm`}>
                    {t("history.offline.open")}
                    <span className="sr-only"> {record.id}</span>
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
