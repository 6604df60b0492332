import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { Database, Db } from "../db/client.ts";
import type { HotTransaction } from "../db/prepared.ts";
import { bookings } from "../db/schema/bookings.ts";
import { flightInventory, flightOverrides, seatHolds } from "../db/schema/flights.ts";
import type { Tx } from "../payments/ledger.ts";
import { offerFamilies } from "./families.ts";
import { MemoryInventory } from "./inventory.ts";
import { type LockedLeg, lockLegs, takeSeats } from "./inventory-sql.ts";
import { moveSeats } from "./move-seats.ts";
import { legFollows, multiCityKey, searchMultiCity } from "./multi-city-search.ts";
import { decodeOfferId } from "./offer-id.ts";
import type { FlightProvider, HeldOffer, HoldOutcome } from "./provider.ts";
import { type OfferInput, repriceOffer, resolveOffer, type SeatLeg } from "./reprice.ts";
import { type OutboundChoice, roundTripOutbounds, roundTripReturns } from "./round-trip.ts";
import { type FlightInstance, flightDefinition, flightInstance } from "./schedule.ts";
import { cheapestDates, type OfferSearch, partyAt, searchOffers } from "./search.ts";
import { createSearchCache } from "./search-cache.ts";

/**
 * The built-in inventory: the timetable and fares from server/flights/datasets, seats sold in the
 * database, and an in-memory view of both that search reads.
 */
export function createEmbeddedProvider(database: Database): FlightProvider & { memory: MemoryInventory } {
  const memory = new MemoryInventory();
  const cache = createSearchCache();
  const outboundCache = createSearchCache<OutboundChoice[]>();
  const returnCache = createSearchCache<FlightOffer[] | null>();
  const { db } = database;
  const search = (query: OfferSearch, now: Date) =>
    cache.get(query, memory.version, now, () => searchOffers(memory, query, now));

  return {
    memory,
    search,
    families: (key, counts, now) =>
      offerFamilies(
        memory,
        key,
        partyAt(now, key.cabin, counts.adults, counts.children, counts.infants, key.fareType),
      ),
    multiCity: (query, now) =>
      cache.byKey(multiCityKey(query), memory.version, now, () => searchMultiCity(memory, query, now)),
    roundTripOutbounds: (query, now) =>
      outboundCache.get(query, memory.version, now, () => roundTripOutbounds(memory, query, now)),
    roundTripReturns: (query, outboundId, now) =>
      returnCache.get(
        query,
        memory.version,
        now,
        () => roundTripReturns(memory, query, outboundId, now),
        outboundId,
      ),
    cheapestDates: (query, dates, now) => cheapestDates(query, dates, now, (s) => search(s, now)),
    price(input, now) {
      const resolved = resolveOffer(input);
      const { cabin, fareType, fareFamily } = resolved.key;
      return repriceOffer(
        memory,
        input,
        resolved,
        partyAt(now, cabin, resolved.adults, resolved.children, resolved.infants, fareType, fareFamily),
      );
    },

    async hold<T extends { id: string }>(
      input: OfferInput,
      now: Date,
      persist: (tx: HotTransaction, held: HeldOffer) => T | Promise<T>,
    ): Promise<HoldOutcome<T>> {
      const resolved = resolveOffer(input);
      // The fare type comes from the offer id, as the search wrote it: a citizen offer is held at
      // the citizen level, and a price sent from the browser is only compared, never used.
      // So does the fare family: an offer chosen in Flex is held in Flex's cheapest open class.
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
      let seen: LockedLeg[] = [];
      // The database is the truth: bring the view up to what the locked rows showed.
      const syncView = (taken: readonly SeatLeg[]) => {
        for (const row of seen) {
          const seats = taken.find((l) => l.flightKey === row.flightKey && l.cabin === row.cabin)?.seats ?? 0;
          memory.adjust(
            row.flightKey,
            row.cabin,
            row.seatsSold + seats - memory.sold(row.flightKey, row.cabin),
          );
        }
      };
      try {
        // Two round trips on PGlite: BEGIN with the lock, then the booking, the seats and COMMIT.
        const outcome = await database.hotTransaction(async (tx) => {
          seen = await lockLegs(tx, resolved.legs);
          const sold = new Map(seen.map((r) => [`${r.flightKey}|${r.cabin}`, r.seatsSold]));
          const byKey = new Map(seen.map((r) => [r.flightKey, r]));
          const state = {
            sold: (flightKey: string, cabin: string) => sold.get(`${flightKey}|${cabin}`) ?? 0,
            override: (flightKey: string) => byKey.get(flightKey),
          };
          const result = repriceOffer(state, input, resolved, party);
          // Thrown, not returned, so the transaction rolls back the rows it created to lock.
          if (result.kind !== "priced") throw new NotHeld(result);
          if (result.priceChanged) throw new NotHeld({ kind: "priceChanged", offer: result.offer });
          const held = { offer: result.offer, directions: result.directions, legs: resolved.legs };
          const value = await persist(tx, held);
          takeSeats(tx, value.id, resolved.legs, now);
          return { kind: "held" as const, value, held };
        });
        syncView(resolved.legs);
        return outcome;
      } catch (err) {
        syncView([]);
        if (err instanceof NotHeld) return err.outcome;
        throw err;
      }
    },

    async releaseExpired(now) {
      const released = await db.transaction(async (tx) => {
        // SKIP LOCKED: another server expiring (or a payment claiming) a booking right now keeps it.
        const due = tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.status, "PENDING_PAYMENT"), lte(bookings.holdExpiresAt, now)))
          .for("update", { skipLocked: true });
        const expired = await tx
          .update(bookings)
          .set({ status: "EXPIRED" })
          .where(inArray(bookings.id, due))
          .returning({ id: bookings.id });
        if (expired.length === 0) return { ids: [], legs: [] };
        const ids = expired.map((b) => b.id);
        const holds = await tx
          .update(seatHolds)
          .set({ releasedAt: now })
          .where(and(inArray(seatHolds.bookingId, ids), isNull(seatHolds.releasedAt)))
          .returning();
        const legs = sumByLeg(holds);
        for (const leg of legs) await giveBack(tx, leg, now);
        return { ids, legs };
      });
      for (const leg of released.legs) memory.adjust(leg.flightKey, leg.cabin, -leg.seats);
      return released.ids;
    },

    departsAt(offerId) {
      const first = decodeOfferId(offerId)?.itineraries[0]?.[0];
      const def = first && flightDefinition(first.flightNumber);
      return (def && flightInstance(def, first.date, memory)?.departUtc) ?? null;
    },

    legsInOrder(offerId) {
      const legs = (decodeOfferId(offerId)?.itineraries ?? [[]]).map((leg) =>
        leg.map((s) => {
          const def = flightDefinition(s.flightNumber);
          return def ? flightInstance(def, s.date, memory) : null;
        }),
      );
      if (legs.some((leg) => leg.length === 0 || leg.some((f) => !f))) return false;
      const known = legs as FlightInstance[][];
      return known.every((leg, i) => i === 0 || legFollows(known[i - 1] ?? [], leg));
    },

    async releaseSeats(tx, bookingId, now) {
      const holds = await tx
        .update(seatHolds)
        .set({ releasedAt: now })
        .where(and(eq(seatHolds.bookingId, bookingId), isNull(seatHolds.releasedAt)))
        .returning();
      const legs = sumByLeg(holds);
      for (const leg of legs) await giveBack(tx, leg, now);
      return legs;
    },

    seatsReturned(returned) {
      for (const leg of returned) memory.adjust(leg.flightKey, leg.cabin, -leg.seats);
    },

    moveSeats,

    seatsMoved(taken, returned) {
      for (const leg of returned) memory.adjust(leg.flightKey, leg.cabin, -leg.seats);
      for (const leg of taken) memory.adjust(leg.flightKey, leg.cabin, leg.seats);
    },

    async refresh() {
      const rows = await db
        .select({
          flightKey: flightInventory.flightKey,
          cabin: flightInventory.cabin,
          seatsSold: flightInventory.seatsSold,
        })
        .from(flightInventory)
        .where(gt(flightInventory.seatsSold, 0));
      const overrides = await db.select().from(flightOverrides);
      memory.load(rows, overrides);
    },
  };
}

/** Carries a "no" out of the hold transaction, rolling it back. */
class NotHeld extends Error {
  readonly outcome: Exclude<HoldOutcome<never>, { kind: "held" }>;
  constructor(outcome: Exclude<HoldOutcome<never>, { kind: "held" }>) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

function sumByLeg(holds: Array<{ flightKey: string; cabin: string; seats: number }>) {
  const sums = new Map<string, { flightKey: string; cabin: string; seats: number }>();
  for (const h of holds) {
    const key = `${h.flightKey}|${h.cabin}`;
    const entry = sums.get(key) ?? { flightKey: h.flightKey, cabin: h.cabin, seats: 0 };
    entry.seats += h.seats;
    sums.set(key, entry);
  }
  // Same lock order as bookings take.
  return [...sums.values()].sort(
    (a, b) => a.flightKey.localeCompare(b.flightKey) || a.cabin.localeCompare(b.cabin),
  );
}

async function giveBack(tx: Db | Tx, leg: { flightKey: string; cabin: string; seats: number }, now: Date) {
  await tx
    .update(flightInventory)
    .set({ seatsSold: sql`${flightInventory.seatsSold} - ${leg.seats}`, updatedAt: now })
    .where(and(eq(flightInventory.flightKey, leg.flightKey), eq(flightInventory.cabin, leg.cabin)));
}
