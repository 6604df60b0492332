import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { flightInventory, flightOverrides, seatHolds } from "../db/schema/flights.ts";
import type { Tx } from "../payments/ledger.ts";
import type { MoveOutcome } from "./provider.ts";
import { type OfferInput, repriceOffer, resolveOffer } from "./reprice.ts";
import type { InventoryState } from "./schedule.ts";
import { partyAt } from "./search.ts";

const legKey = (l: { flightKey: string; cabin: string }) => `${l.flightKey}|${l.cabin}`;

/**
 * Moves booking `bookingId`'s seats to the offer `input`, inside `tx` (the booking's own
 * transaction, its row already locked): locks the inventory rows of the old and new flights in
 * one sorted order (no deadlock with bookings, cancellations or another change), prices the
 * offer against them with the booking's own seats counted as free, and only when it still
 * stands at the sent price releases the old holds, gives their seats back and takes the new
 * ones. Writes nothing otherwise. Apply `taken` and `returned` to the memory view after commit.
 */
export async function moveSeats(
  tx: Tx,
  bookingId: string,
  input: OfferInput,
  now: Date,
): Promise<MoveOutcome> {
  const resolved = resolveOffer(input);
  const { cabin, fareType, fareFamily } = resolved.key;
  const party = partyAt(
    now,
    cabin,
    resolved.adults,
    resolved.children,
    resolved.infants,
    fareType,
    fareFamily,
  );
  const held = await tx
    .select({ flightKey: seatHolds.flightKey, cabin: seatHolds.cabin, seats: seatHolds.seats })
    .from(seatHolds)
    .where(and(eq(seatHolds.bookingId, bookingId), isNull(seatHolds.releasedAt)));
  const toLock = new Map<string, { flightKey: string; cabin: string; capacity: number }>();
  for (const leg of resolved.legs) toLock.set(legKey(leg), leg);
  for (const h of held) if (!toLock.has(legKey(h))) toLock.set(legKey(h), { ...h, capacity: 0 });
  const order = [...toLock.values()].sort(
    (a, b) => a.flightKey.localeCompare(b.flightKey) || a.cabin.localeCompare(b.cabin),
  );
  const sold = new Map<string, number>();
  for (const leg of order) {
    // One row at a time in sorted order; an old flight's row exists (its seats were taken).
    const [row] = await tx
      .insert(flightInventory)
      .values({ flightKey: leg.flightKey, cabin: leg.cabin, capacity: leg.capacity, updatedAt: now })
      .onConflictDoUpdate({
        target: [flightInventory.flightKey, flightInventory.cabin],
        set: { seatsSold: sql`${flightInventory.seatsSold}` },
      })
      .returning({ seatsSold: flightInventory.seatsSold });
    const own = held.filter((h) => legKey(h) === legKey(leg)).reduce((sum, h) => sum + h.seats, 0);
    sold.set(legKey(leg), (row?.seatsSold ?? 0) - own);
  }
  const keys = [...new Set(order.map((l) => l.flightKey))];
  const overrides = await tx.select().from(flightOverrides).where(inArray(flightOverrides.flightKey, keys));
  const state: InventoryState = {
    sold: (flightKey, c) => sold.get(`${flightKey}|${c}`) ?? 0,
    override: (flightKey) => overrides.find((o) => o.flightKey === flightKey),
  };
  const priced = repriceOffer(state, input, resolved, party);
  if (priced.kind !== "priced") return priced;
  if (priced.priceChanged) return { kind: "priceChanged", offer: priced.offer };

  const released = await tx
    .update(seatHolds)
    .set({ releasedAt: now })
    .where(and(eq(seatHolds.bookingId, bookingId), isNull(seatHolds.releasedAt)))
    .returning({ flightKey: seatHolds.flightKey, cabin: seatHolds.cabin, seats: seatHolds.seats });
  for (const leg of released)
    await tx
      .update(flightInventory)
      .set({ seatsSold: sql`${flightInventory.seatsSold} - ${leg.seats}`, updatedAt: now })
      .where(and(eq(flightInventory.flightKey, leg.flightKey), eq(flightInventory.cabin, leg.cabin)));
  for (const leg of resolved.legs) {
    await tx
      .update(flightInventory)
      .set({ seatsSold: sql`${flightInventory.seatsSold} + ${leg.seats}`, updatedAt: now })
      .where(and(eq(flightInventory.flightKey, leg.flightKey), eq(flightInventory.cabin, leg.cabin)));
    // A flight this booking held before (a round trip's kept leg) has a released row: take it again.
    await tx
      .insert(seatHolds)
      .values({ bookingId, flightKey: leg.flightKey, cabin: leg.cabin, seats: leg.seats })
      .onConflictDoUpdate({
        target: [seatHolds.bookingId, seatHolds.flightKey, seatHolds.cabin],
        set: { seats: leg.seats, releasedAt: null },
      });
  }
  return {
    kind: "moved",
    held: { offer: priced.offer, directions: priced.directions, legs: resolved.legs },
    taken: resolved.legs,
    returned: released,
  };
}
