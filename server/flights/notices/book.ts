import { isNull } from "drizzle-orm";
import type { FareType } from "../../../src/domain/fare-type.ts";
import {
  type Journey,
  type NoticeKind,
  type NoticeTravellers,
  noticesFor,
  type RouteNotice,
} from "../../../src/domain/route-notice.ts";
import type { Db } from "../../db/client.ts";
import { routeNotices } from "../../db/schema/notices.ts";

/**
 * The route notices in force, held in memory so that search never waits on the database, and
 * reloaded with the flight inventory's view (server/flights/jobs.ts): a notice added or ended by
 * `npm run ops` reaches every running server within one refresh.
 */
export interface NoticeBook {
  /** The notices that apply to any of the trip's journeys at the fare type. */
  forTrip(journeys: readonly Journey[], fareType: FareType): RouteNotice[];
  /** Reloads the notices not ended from the database. */
  refresh(): Promise<void>;
}

/** A notice row as the API answers it. */
export function toRouteNotice(row: typeof routeNotices.$inferSelect): RouteNotice {
  return {
    id: row.id,
    from: row.fromCode,
    to: row.toCode,
    bothWays: row.bothWays,
    travellers: row.travellers as NoticeTravellers,
    kind: row.kind as NoticeKind,
    validFrom: row.validFrom,
    validTo: row.validTo,
    text: { en: row.textEn, my: row.textMy },
  };
}

/** The book of notices read from `db`; empty until its first refresh. */
export function createNoticeBook(db: Db): NoticeBook {
  let notices: RouteNotice[] = [];
  return {
    forTrip: (journeys, fareType) => noticesFor(notices, journeys, fareType),
    async refresh() {
      const rows = await db
        .select()
        .from(routeNotices)
        .where(isNull(routeNotices.endedAt))
        .orderBy(routeNotices.id);
      notices = rows.map(toRouteNotice);
    },
  };
}
