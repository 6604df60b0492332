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
import { airport, isDomestic } from "../reference.ts";

/**
 * The route notices in force, held in memory so that search never waits on the database, and
 * reloaded with the flight inventory's view (server/flights/jobs.ts): a notice added or ended by
 * `npm run ops` reaches every running server within one refresh.
 */
export interface NoticeBook {
  /**
   * The notices that apply to any of the trip's journeys at the fare type; a trip that leaves
   * Myanmar has one fare for everyone, and only notices for all travellers apply to it.
   */
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

/** True when every airport of the trip is in Myanmar: the only trips with fare types. */
function staysHome(journeys: readonly Journey[]): boolean {
  return journeys.every((j) =>
    [j.from, j.to].every((code) => {
      const found = airport(code);
      return found !== undefined && isDomestic(found);
    }),
  );
}

/** The book of notices read from `db`; empty until its first refresh. */
export function createNoticeBook(db: Db): NoticeBook {
  let notices: RouteNotice[] = [];
  return {
    forTrip: (journeys, fareType) => noticesFor(notices, journeys, staysHome(journeys) ? fareType : null),
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
