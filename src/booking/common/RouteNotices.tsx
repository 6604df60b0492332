import { noticeText, type RouteNotice } from "../../domain/route-notice.ts";
import type { UIKey } from "../../i18n/en.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/translate.ts";

interface Props {
  notices: readonly RouteNotice[];
  t: Translate;
  locale: Locale;
  /** Extra classes on the list (its margins where it is placed). */
  className?: string;
}

/** What a notice's heading says: a route notice, or whom the route is closed to. */
function label(notice: RouteNotice): UIKey {
  if (notice.kind === "info") return "notice.info";
  if (notice.travellers === "foreigner") return "notice.closedForeigner";
  if (notice.travellers === "citizen") return "notice.closedCitizen";
  return "notice.closed";
}

const styles = {
  info: "border-amber-300 bg-amber-50 text-amber-950",
  closed: "border-red-300 bg-red-50 text-red-950",
} as const;

/**
 * The route notices of a trip (results, Flight Details, the ticket step), each with its own text
 * in the page's language; a closed route's notice in red. Nothing when there is none.
 */
export function RouteNotices({ notices, t, locale, className = "" }: Props) {
  if (notices.length === 0) return null;
  return (
    <ul aria-label={t("notice.region")} className={`space-y-2 ${className}`} data-testid="route-notices">
      {notices.map((notice) => (
        <li
          key={notice.id}
          className={`rounded-xl border px-4 py-3 ${styles[notice.kind]}`}
          data-notice={notice.kind}
        >
          <p className="font-semibold">{t(label(notice))}</p>
          <p className="mt-1 text-sm">{noticeText(notice, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
