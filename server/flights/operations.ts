import { eq } from "drizzle-orm";
import { isIsoDate } from "../../src/domain/dates.ts";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema/accounts.ts";
import { flightInventory, flightOverrides } from "../db/schema/flights.ts";
import type { Tx } from "../payments/ledger.ts";
import type { FlightDefinition } from "./datasets/schedule.ts";
import { type FlightInstance, flightDefinition, flightInstance, legId } from "./schedule.ts";
import { type MarkedChange, markScheduleChange } from "./schedule-change.ts";

/** A mistake in an operations command; its message is meant for the operator. */
export class OperationError extends Error {
  override name = "OperationError";
}

/**
 * The flight `UB101` (or one leg of a flight of several, `K7266-NYU`) on scheduled date
 * `2026-12-01`, checked against the timetable.
 */
function scheduled(flightNumber: string, date: string) {
  const def = flightDefinition(flightNumber);
  if (!def) throw new OperationError(`No flight ${flightNumber} in the timetable`);
  if (!isIsoDate(date)) throw new OperationError(`${date} is not a date (YYYY-MM-DD)`);
  const key = `${legId(def)}@${date}`;
  if (!flightInstance(def, date, { override: () => undefined }))
    throw new OperationError(`${flightNumber} does not fly on ${date} (days ${def.days}, 1 = Monday)`);
  return { def, key };
}

async function overrideOf(db: Db | Tx, key: string) {
  const [row] = await db.select().from(flightOverrides).where(eq(flightOverrides.flightKey, key));
  return row;
}

type OverrideRow = typeof flightOverrides.$inferSelect;

/**
 * Changes one flight's operations override and, in the same transaction, marks the bookings on
 * it that the change moved or cancelled (./schedule-change.ts, docs/adr/0078). The override row
 * is locked first (made empty if there was none, which changes nothing), so two commands on one
 * flight run one after the other and the second compares with what the first wrote: the same
 * command twice marks once.
 */
async function operate(
  db: Db,
  def: FlightDefinition,
  date: string,
  key: string,
  now: Date,
  write: (tx: Tx) => Promise<unknown>,
): Promise<MarkedChange> {
  const instance = (row: OverrideRow | undefined) =>
    flightInstance(def, date, { override: () => row ?? undefined }) as FlightInstance;
  return db.transaction(async (tx) => {
    await tx.insert(flightOverrides).values({ flightKey: key }).onConflictDoNothing();
    const [locked] = await tx
      .select()
      .from(flightOverrides)
      .where(eq(flightOverrides.flightKey, key))
      .for("update");
    await write(tx);
    return markScheduleChange(tx, instance(locked), instance(await overrideOf(tx, key)), now);
  });
}

/** The flight as travellers now see it, with seats sold per cabin. */
export async function describeFlight(db: Db, flightNumber: string, date: string) {
  const { def, key } = scheduled(flightNumber, date);
  const override = await overrideOf(db, key);
  const inst = flightInstance(def, date, { override: () => override ?? undefined }) as FlightInstance;
  const sold = await db.select().from(flightInventory).where(eq(flightInventory.flightKey, key));
  return {
    flight: key,
    route: `${def.from}-${def.to}`,
    departureAt: inst.departureAt,
    arrivalAt: inst.arrivalAt,
    closed: inst.closed,
    changed: Boolean(override?.departureAt),
    seatsSold: Object.fromEntries(sold.map((r) => [r.cabin, `${r.seatsSold}/${r.capacity}`])),
  };
}

/**
 * Moves one flight on one date: `departure` is a local time `HH:MM` on that date or a full local
 * date-time; arrival follows from the block time unless given. Bookings made on the old times
 * answer scheduleChanged; paid bookings on it are marked and mailed (docs/adr/0078).
 */
export async function changeSchedule(
  db: Db,
  flightNumber: string,
  date: string,
  departure: string,
  arrival?: string,
  now = new Date(),
) {
  const { def, key } = scheduled(flightNumber, date);
  const departureAt = /^\d{2}:\d{2}$/.test(departure) ? `${date}T${departure}:00` : departure;
  const valid = (v: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v) && !Number.isNaN(Date.parse(`${v}Z`));
  if (!valid(departureAt))
    throw new OperationError(`${departure} is not a time (HH:MM) or date-time (YYYY-MM-DDTHH:MM)`);
  if (arrival !== undefined && !valid(arrival))
    throw new OperationError(`${arrival} is not a date-time (YYYY-MM-DDTHH:MM)`);
  const values = {
    departureAt: departureAt.slice(0, 19).padEnd(19, ":00"),
    arrivalAt: arrival ?? null,
    updatedAt: new Date(),
  };
  const marked = await operate(db, def, date, key, now, (tx) =>
    tx.update(flightOverrides).set(values).where(eq(flightOverrides.flightKey, key)),
  );
  return { ...(await describeFlight(db, flightNumber, date)), ...marked };
}

/** Closes (or reopens) one flight on one date: searches stop showing it, bookings answer flightUnavailable. */
export async function setClosed(
  db: Db,
  flightNumber: string,
  date: string,
  closed: boolean,
  now = new Date(),
) {
  const { def, key } = scheduled(flightNumber, date);
  const marked = await operate(db, def, date, key, now, (tx) =>
    tx.update(flightOverrides).set({ closed, updatedAt: now }).where(eq(flightOverrides.flightKey, key)),
  );
  return { ...(await describeFlight(db, flightNumber, date)), ...marked };
}

/** Puts a flight back on its timetable times, open. */
export async function resetFlight(db: Db, flightNumber: string, date: string, now = new Date()) {
  const { def, key } = scheduled(flightNumber, date);
  const marked = await operate(db, def, date, key, now, (tx) =>
    tx.delete(flightOverrides).where(eq(flightOverrides.flightKey, key)),
  );
  return { ...(await describeFlight(db, flightNumber, date)), ...marked };
}

/** Sets the kyat per US dollar rate: the `mmk_rate` row of `settings`, the only row this touches. */
export async function setMmkRate(db: Db, rate: string) {
  const value = Number(rate);
  if (!Number.isFinite(value) || value <= 0)
    throw new OperationError(`${rate} is not a positive number of kyat per US dollar`);
  const now = new Date();
  await db
    .insert(settings)
    .values({ key: "mmk_rate", value: String(value), updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(value), updatedAt: now } });
  return { mmkRate: value };
}
