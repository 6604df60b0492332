import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { HotTransaction, Statement } from "../db/prepared.ts";
import { idempotencyKeys } from "../db/schema/wallet.ts";
import type { Tx } from "./ledger.ts";

/**
 * How long a claim on a key lasts without an answer. Longer than any keyed request's own time
 * limit (a top-up waits at most {@link PROVIDER_TIME_LIMIT_MS} for the provider; a booking or a
 * payment is one short transaction), so only a claim whose request is gone runs out: then a retry
 * takes it over. Correctness does not hang on it (see `answers` in the schema); only how soon a
 * key killed mid-request works again.
 */
export const KEY_LEASE_MS = 15_000;
/** A top-up gives the payment provider this long to answer, then leaves the charge to a lookup. */
export const PROVIDER_TIME_LIMIT_MS = 10_000;

/** One user's key on one route. */
export interface KeyId {
  userId: string;
  route: string;
  key: string;
}

/** A claim this request holds on a key. */
export interface HeldClaim {
  /** Identifies this attempt: only it may let the claim go. */
  owner: string;
  /** The work's reference, the same for every attempt on the key (a top-up's, at the provider). */
  reference: string;
}

const whereKey = (id: KeyId) =>
  and(
    eq(idempotencyKeys.userId, id.userId),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );

/**
 * Claims the key for this request: a new key, or one whose claim ran out (its request died)
 * and that was asked with the same request. Answers null when the key has an answer or a live
 * claim, or was asked with another request.
 */
export async function claimKey(db: Db, id: KeyId, requestHash: string, now: Date): Promise<HeldClaim | null> {
  const owner = randomUUID();
  const leaseUntil = new Date(now.getTime() + KEY_LEASE_MS);
  const [fresh] = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash, createdAt: now, owner, leaseUntil, reference: randomUUID() })
    .onConflictDoNothing()
    .returning({ reference: idempotencyKeys.reference });
  if (fresh?.reference) return { owner, reference: fresh.reference };
  // A conditional update: of several retries finding the same dead claim, one takes it over.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ owner, leaseUntil, reference: sql`coalesce(${idempotencyKeys.reference}, ${randomUUID()})` })
    .where(
      and(
        whereKey(id),
        eq(idempotencyKeys.requestHash, requestHash),
        eq(idempotencyKeys.answers, 0),
        or(isNull(idempotencyKeys.leaseUntil), lte(idempotencyKeys.leaseUntil, now)),
      ),
    )
    .returning({ reference: idempotencyKeys.reference });
  return taken?.reference ? { owner, reference: taken.reference } : null;
}

/** The key's row as a waiting request reads it. */
export async function readKey(db: Db, id: KeyId) {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(id));
  return row;
}

/**
 * Lets go of a claim whose work failed. A refusal (`forget`: a 4xx, nothing was done) deletes
 * it, so a retry starts afresh; any other failure may have left work half-done (a charge whose
 * answer never came), so the claim stays with its reference and ends now, for a retry to take
 * over at once. Only this attempt's own unanswered claim is touched.
 */
export async function letGo(db: Db, id: KeyId, claim: HeldClaim, forget: boolean, now: Date): Promise<void> {
  const mine = and(whereKey(id), eq(idempotencyKeys.owner, claim.owner), eq(idempotencyKeys.answers, 0));
  if (forget) await db.delete(idempotencyKeys).where(mine);
  else await db.update(idempotencyKeys).set({ owner: null, leaseUntil: now }).where(mine);
}

/**
 * Ends every unanswered claim at once. Only for the embedded database at start-up: one process
 * owns it, so a claim found then belongs to a process that is gone.
 */
export async function endAllClaims(db: Db, now: Date): Promise<number> {
  const ended = await db
    .update(idempotencyKeys)
    .set({ owner: null, leaseUntil: now })
    .where(and(eq(idempotencyKeys.answers, 0), gt(idempotencyKeys.leaseUntil, now)))
    .returning({ key: idempotencyKeys.key });
  return ended.length;
}

/** What the key's answer is stored with: the call and its request, at the time of answering. */
export interface Answer extends KeyId {
  requestHash: string;
  status: number;
  body: unknown;
  now: Date;
}

// The statement of storeAnswer, prepared for the booking's hot transaction. An upsert, so an
// answer is stored even if the claim row went missing, and `answers + 1`, so a second answer (a
// takeover racing a slow first attempt) breaks the CHECK and rolls its transaction, and the work
// in it, back.
const answerText = `insert into idempotency_keys
    (user_id, route, key, request_hash, status, response, answers, created_at)
    values ($1::text, $2::text, $3::text, $4::text, $5::int, $6::jsonb, 1, $7::timestamptz)
  on conflict (user_id, route, key) do update set status = excluded.status, response = excluded.response,
    answers = idempotency_keys.answers + 1, owner = null, lease_until = null`;
const answerStatement: Statement = { name: "remember_idempotent_answer_v2", text: answerText };

const answerParams = (a: Answer) =>
  [a.userId, a.route, a.key, a.requestHash, a.status, JSON.stringify(a.body), a.now.toISOString()] as const;

/** Stores the key's answer inside `tx`, the transaction that does the work. */
export async function storeAnswer(tx: Tx, a: Answer): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({
      userId: a.userId,
      route: a.route,
      key: a.key,
      requestHash: a.requestHash,
      status: a.status,
      response: a.body,
      answers: 1,
      createdAt: a.now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key],
      set: {
        status: a.status,
        response: a.body,
        answers: sql`${idempotencyKeys.answers} + 1`,
        owner: null,
        leaseUntil: null,
      },
    });
}

/** Stores the key's answer inside a {@link HotTransaction}, deferred to go with its COMMIT. */
export function storeAnswerInHot(tx: HotTransaction, answer: Answer): void {
  tx.defer(answerStatement, answerParams(answer));
}

/**
 * True for the error of a transaction that tried to answer a key already answered: another
 * attempt on the key did the work, and this one's work rolled back.
 */
export function answeredElsewhere(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { constraint?: unknown }).constraint === "idempotency_keys_answered_once") return true;
  return false;
}
