import { persistentAtom } from "@nanostores/persistent";
import { isObject } from "../domain/shape.ts";
import { jsonCodec } from "./json-codec.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/**
 * What a card or KBZPay Pay Now topped up for one booking and the Idempotency-Key of a top-up
 * still on its way. Kept in localStorage, so a reload or a return to the payment page later does
 * not top up again what the wallet already holds for this booking, and a top-up whose answer was
 * lost is retried under the same key (the server credits it once).
 */
export interface TopUpRecord {
  bookingId: string;
  /** Cents topped up for this booking and still counted on. */
  kept: number;
  /** A top-up sent whose answer has not arrived: its key, for the same amount and method only. */
  pending: PendingTopUp | null;
}

export interface PendingTopUp {
  key: string;
  amount: number;
  method: string;
}

function isPending(value: unknown): value is PendingTopUp {
  return (
    isObject(value) &&
    typeof value.key === "string" &&
    Number.isSafeInteger(value.amount) &&
    typeof value.method === "string"
  );
}

function isTopUpRecord(value: unknown): value is TopUpRecord {
  return (
    isObject(value) &&
    typeof value.bookingId === "string" &&
    Number.isSafeInteger(value.kept) &&
    (value.kept as number) >= 0 &&
    (value.pending === null || isPending(value.pending))
  );
}

export const $topUpRecord = persistentAtom<TopUpRecord | null>(
  STORAGE_KEYS.paymentTopUp,
  null,
  jsonCodec<TopUpRecord | null>(null, isTopUpRecord),
);

/**
 * The record of `bookingId` (nothing kept, nothing pending for any other booking).
 * @example topUpRecordFor({ bookingId: "B1", kept: 500, pending: null }, "B2") // { bookingId: "B2", kept: 0, pending: null }
 */
export function topUpRecordFor(record: TopUpRecord | null, bookingId: string): TopUpRecord {
  return record?.bookingId === bookingId ? record : { bookingId, kept: 0, pending: null };
}

/**
 * The Idempotency-Key for a top-up of `amount` cents by `method`: the pending one when it was
 * for the same top-up (the server answers a key reused for another request with a 409), else
 * `fresh`.
 * @example topUpKey({ bookingId: "B1", kept: 0, pending: { key: "k1", amount: 500, method: "card" } }, 500, "card", "k2") // "k1"
 */
export function topUpKey(record: TopUpRecord, amount: number, method: string, fresh: string): string {
  const { pending } = record;
  return pending && pending.amount === amount && pending.method === method ? pending.key : fresh;
}

/** Saves the booking's record; one with nothing kept and nothing pending is forgotten. */
export function saveTopUpRecord(record: TopUpRecord): void {
  $topUpRecord.set(record.kept > 0 || record.pending ? record : null);
}
