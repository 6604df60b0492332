import type { HotTransaction, Statement } from "../db/prepared.ts";
import type { SeatLeg } from "./reprice.ts";
import type { ScheduleOverride } from "./schedule.ts";

/** A locked inventory row with its flight's operations override, if any. */
export interface LockedLeg extends ScheduleOverride {
  flightKey: string;
  cabin: string;
  seatsSold: number;
}

/** The statement for `count` legs, made once per count (a booking has one to four legs). */
function perLegCount(prefix: string, build: (values: string, next: number) => string) {
  const made = new Map<number, Statement>();
  return (count: number): Statement => {
    let statement = made.get(count);
    if (!statement) {
      const values = Array.from(
        { length: count },
        (_, i) => `($${i * 3 + 1}::text, $${i * 3 + 2}::text, $${i * 3 + 3}::int)`,
      ).join(", ");
      statement = { name: `${prefix}_${count}`, text: build(values, count * 3 + 1) };
      made.set(count, statement);
    }
    return statement;
  };
}

const lockStatement = perLegCount(
  "lock_legs_v1",
  (values) => `with locked as (
      insert into flight_inventory (flight_key, cabin, capacity) values ${values}
      on conflict (flight_key, cabin) do update set seats_sold = flight_inventory.seats_sold
      returning flight_key, cabin, seats_sold)
    select l.flight_key, l.cabin, l.seats_sold, o.departure_at, o.arrival_at, o.closed
    from locked l left join flight_overrides o on o.flight_key = l.flight_key`,
);

/**
 * Creates the legs' inventory rows if new and locks them, answering seats sold and any override,
 * in one round trip. Legs come sorted, so concurrent bookings lock in one order (no deadlock);
 * a second booking of the same flight waits here until the first commits.
 */
export async function lockLegs(tx: HotTransaction, legs: readonly SeatLeg[]): Promise<LockedLeg[]> {
  const found = await tx.query(
    lockStatement(legs.length),
    legs.flatMap((l) => [l.flightKey, l.cabin, l.capacity]),
  );
  return found.map((r) => ({
    flightKey: r.flight_key ?? "",
    cabin: r.cabin ?? "",
    seatsSold: Number(r.seats_sold),
    departureAt: r.departure_at,
    arrivalAt: r.arrival_at,
    closed: r.closed === "t",
  }));
}

const takeStatement = perLegCount(
  "take_seats_v1",
  (values, next) => `with v (flight_key, cabin, seats) as (values ${values}),
    taken as (
      update flight_inventory f set seats_sold = f.seats_sold + v.seats, updated_at = $${next + 1}::timestamptz
      from v where f.flight_key = v.flight_key and f.cabin = v.cabin returning f.flight_key)
    insert into seat_holds (booking_id, flight_key, cabin, seats)
    select $${next}::text, v.flight_key, v.cabin, v.seats from v`,
);

/**
 * Adds the legs' seats to seats sold and records them as the booking's holds, in one statement,
 * deferred: it goes to the database with the transaction's COMMIT.
 */
export function takeSeats(tx: HotTransaction, bookingId: string, legs: readonly SeatLeg[], now: Date): void {
  tx.defer(takeStatement(legs.length), [
    ...legs.flatMap((l) => [l.flightKey, l.cabin, l.seats]),
    bookingId,
    now.toISOString(),
  ]);
}
