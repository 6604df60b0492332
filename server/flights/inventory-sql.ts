import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { SeatLeg } from "./reprice.ts";
import type { ScheduleOverride } from "./schedule.ts";

/** A locked inventory row with its flight's operations override, if any. */
export interface LockedLeg extends ScheduleOverride {
  flightKey: string;
  cabin: string;
  seatsSold: number;
}

/** Both drivers answer raw SQL with `{ rows }`; drizzle types it loosely across drivers. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Creates the legs' inventory rows if new and locks them, answering seats sold and any override,
 * in one round trip. Legs come sorted, so concurrent bookings lock in one order (no deadlock);
 * a second booking of the same flight waits here until the first commits.
 */
export async function lockLegs(tx: Db, legs: readonly SeatLeg[]): Promise<LockedLeg[]> {
  const values = sql.join(
    legs.map((l) => sql`(${l.flightKey}, ${l.cabin}, ${l.capacity}::int)`),
    sql`, `,
  );
  const found = await rows<{
    flight_key: string;
    cabin: string;
    seats_sold: number;
    departure_at: string | null;
    arrival_at: string | null;
    closed: boolean | null;
  }>(
    tx,
    sql`with locked as (
      insert into flight_inventory (flight_key, cabin, capacity) values ${values}
      on conflict (flight_key, cabin) do update set seats_sold = flight_inventory.seats_sold
      returning flight_key, cabin, seats_sold)
    select l.flight_key, l.cabin, l.seats_sold, o.departure_at, o.arrival_at, o.closed
    from locked l left join flight_overrides o on o.flight_key = l.flight_key`,
  );
  return found.map((r) => ({
    flightKey: r.flight_key,
    cabin: r.cabin,
    seatsSold: Number(r.seats_sold),
    departureAt: r.departure_at,
    arrivalAt: r.arrival_at,
    closed: r.closed ?? false,
  }));
}

/** Adds the legs' seats to seats sold and records them as the booking's holds, in one round trip. */
export async function takeSeats(
  tx: Db,
  bookingId: string,
  legs: readonly SeatLeg[],
  now: Date,
): Promise<void> {
  const values = sql.join(
    legs.map((l) => sql`(${l.flightKey}, ${l.cabin}, ${l.seats}::int)`),
    sql`, `,
  );
  await tx.execute(sql`with v (flight_key, cabin, seats) as (values ${values}),
    taken as (
      update flight_inventory f set seats_sold = f.seats_sold + v.seats, updated_at = ${now.toISOString()}::timestamptz
      from v where f.flight_key = v.flight_key and f.cabin = v.cabin returning f.flight_key)
    insert into seat_holds (booking_id, flight_key, cabin, seats)
    select ${bookingId}, v.flight_key, v.cabin, v.seats from v`);
}
