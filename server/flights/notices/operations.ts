import { asc, eq } from "drizzle-orm";
import { isIsoDate } from "../../../src/domain/dates.ts";
import {
  NOTICE_KINDS,
  NOTICE_TRAVELLERS,
  type NoticeKind,
  type NoticeTravellers,
  type RouteNotice,
} from "../../../src/domain/route-notice.ts";
import type { Db } from "../../db/client.ts";
import { routeNotices } from "../../db/schema/notices.ts";
import type { AirportData } from "../datasets/airports.ts";
import { OperationError } from "../operations.ts";
import { airport, isDomestic } from "../reference.ts";
import { toRouteNotice } from "./book.ts";

/** The longest text a notice may have in each language. */
export const NOTICE_TEXT_MAX = 500;

/** A notice as `npm run ops -- notice add` writes it; every value as typed. */
export interface NoticeInput {
  from: string;
  to: string;
  validFrom: string;
  /** A date, or "-" (or empty) for no end. */
  validTo: string;
  travellers: string;
  kind: string;
  textEn: string;
  textMy: string;
  /** From → to only; otherwise both ways. */
  oneWay?: boolean;
}

/** A notice with whether it has been ended, as `notice list` shows it. */
export type ListedNotice = RouteNotice & { endedAt: string | null };

function knownAirport(code: string): AirportData {
  const found = airport(code);
  if (!found) throw new OperationError(`${code} is not an airport of the inventory (an IATA code, e.g. RGN)`);
  return found;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  const lower = value.trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(lower))
    throw new OperationError(`${what} must be one of ${allowed.join(", ")}, not "${value}"`);
  return lower as T;
}

function noticeText(text: string, language: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new OperationError(`The ${language} text is empty`);
  if (trimmed.length > NOTICE_TEXT_MAX)
    throw new OperationError(`The ${language} text is longer than ${NOTICE_TEXT_MAX} characters`);
  return trimmed;
}

/**
 * Adds a route notice, checked: known airports (not the same twice), dates (the end, if any, not
 * before the start), who it is for and its kind, a text in English and in Myanmar.
 * @throws OperationError naming the first problem.
 */
export async function addNotice(db: Db, input: NoticeInput): Promise<RouteNotice> {
  const ends = [knownAirport(input.from), knownAirport(input.to)];
  const [from = "", to = ""] = ends.map((a) => a.iataCode);
  if (from === to) throw new OperationError("A notice's two airports must differ");
  const travellers = oneOf<NoticeTravellers>(input.travellers, NOTICE_TRAVELLERS, "Who it is for");
  if (travellers !== "all" && !ends.every(isDomestic))
    throw new OperationError(
      `${from}-${to} leaves Myanmar, where one fare is for everyone: a notice there is for all travellers`,
    );
  if (!isIsoDate(input.validFrom)) throw new OperationError(`${input.validFrom} is not a date (YYYY-MM-DD)`);
  const open = input.validTo.trim() === "" || input.validTo.trim() === "-";
  if (!open && !isIsoDate(input.validTo))
    throw new OperationError(`${input.validTo} is not a date (YYYY-MM-DD), or - for no end`);
  if (!open && input.validTo < input.validFrom)
    throw new OperationError(`The notice ends (${input.validTo}) before it starts (${input.validFrom})`);
  const [row] = await db
    .insert(routeNotices)
    .values({
      fromCode: from,
      toCode: to,
      bothWays: !input.oneWay,
      travellers,
      kind: oneOf<NoticeKind>(input.kind, NOTICE_KINDS, "The kind"),
      validFrom: input.validFrom,
      validTo: open ? null : input.validTo,
      textEn: noticeText(input.textEn, "English"),
      textMy: noticeText(input.textMy, "Myanmar"),
    })
    .returning();
  if (!row) throw new Error("The notice was not written");
  return toRouteNotice(row);
}

/**
 * Ends a notice now: it stops applying to any flight, and its row stays as a record.
 * @throws OperationError for an unknown id or a notice already ended.
 */
export async function endNotice(db: Db, id: string, now: Date = new Date()): Promise<ListedNotice> {
  const number = /^\d{1,9}$/.test(id.trim()) ? Number(id) : Number.NaN;
  if (!Number.isInteger(number)) throw new OperationError(`${id} is not a notice id (see notice list)`);
  const [row] = await db.select().from(routeNotices).where(eq(routeNotices.id, number));
  if (!row) throw new OperationError(`No notice ${id} (see notice list)`);
  if (row.endedAt) throw new OperationError(`Notice ${id} was already ended on ${row.endedAt.toISOString()}`);
  const [ended] = await db
    .update(routeNotices)
    .set({ endedAt: now })
    .where(eq(routeNotices.id, number))
    .returning();
  if (!ended) throw new OperationError(`No notice ${id} (see notice list)`);
  return listed(ended);
}

/** Every notice, ended ones too, oldest first. */
export async function listNotices(db: Db): Promise<ListedNotice[]> {
  const rows = await db.select().from(routeNotices).orderBy(asc(routeNotices.id));
  return rows.map(listed);
}

function listed(row: typeof routeNotices.$inferSelect): ListedNotice {
  return { ...toRouteNotice(row), endedAt: row.endedAt?.toISOString() ?? null };
}
