import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobs } from "../db/schema/jobs.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "./backoff.ts";

/**
 * How long a claimed job is its claimer's. Longer than an attempt may take (the runner gives up
 * on one after {@link ATTEMPT_TIME_LIMIT_MS}), so only a job whose process died runs out: then
 * any process takes it again.
 */
export const JOB_LEASE_MS = 5 * 60_000;
/** An attempt that has not finished by then counts as failed. */
export const ATTEMPT_TIME_LIMIT_MS = 60_000;

/** A job this process has claimed; `claim` proves it when the outcome is recorded. */
export interface ClaimedJob {
  id: string;
  kind: string;
  bookingId: string;
  /** The booking event it is for; '' for a job done once per booking. */
  eventId: string;
  payload: unknown;
  /** Attempts begun, this one included. */
  attempts: number;
  claim: string;
}

/**
 * Claims up to `limit` due jobs (not done, not given up, their time come, no live lease): one
 * statement that locks the rows it picks and skips rows another process is claiming
 * (`FOR UPDATE SKIP LOCKED`), then counts the attempt and sets the lease. A row claimed
 * meanwhile is checked again after the lock, so no two processes hold the same job.
 */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<ClaimedJob[]> {
  const claim = randomUUID();
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.nextRunAt, now),
        or(isNull(jobs.claimedUntil), lte(jobs.claimedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.nextRunAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      claim,
      claimedUntil: new Date(now.getTime() + JOB_LEASE_MS),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(
      and(
        inArray(jobs.id, due),
        // Checked again on the locked row: another process may have claimed it since the scan.
        or(isNull(jobs.claimedUntil), lte(jobs.claimedUntil, now)),
        isNull(jobs.doneAt),
      ),
    )
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      bookingId: jobs.bookingId,
      eventId: jobs.eventId,
      payload: jobs.payload,
      attempts: jobs.attempts,
    });
  return rows.map((row) => ({ ...row, claim }));
}

const held = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.claim, job.claim));

/**
 * Records that the job is done, if this attempt still holds it. Answers false when it does not
 * (its lease ran out and another process took it).
 */
export async function finishJob(db: Db, job: ClaimedJob, now: Date): Promise<boolean> {
  const done = await db
    .update(jobs)
    .set({ doneAt: now, claim: null, claimedUntil: null, lastError: null })
    .where(held(job))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/**
 * Records a failed attempt: the job runs again after the backoff (`atLeastMs` at least), or,
 * after its last allowed attempt, is given up (`failed_at`). Answers whether it will run again.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  now: Date,
  error: string,
  atLeastMs = 0,
): Promise<boolean> {
  const last = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set({
      claim: null,
      claimedUntil: null,
      lastError: error.slice(0, 500),
      nextRunAt: new Date(now.getTime() + Math.max(retryDelayMs(job.attempts), atLeastMs)),
      failedAt: last ? now : null,
    })
    .where(held(job));
  return !last;
}
