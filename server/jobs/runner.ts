import type { AppDeps } from "../context.ts";
import type { JobRunner } from "./job-runner.ts";
import {
  ATTEMPT_TIME_LIMIT_MS,
  type ClaimedJob,
  claimDueJobs,
  failJob,
  finishJob,
  JOB_LEASE_MS,
} from "./queue.ts";

/** How often every process looks for due jobs (retries, and jobs a stopped process left). */
export const JOBS_POLL_MS = 10_000;
/** Jobs claimed at once; a process claims again while it finds a full batch. */
const BATCH = 10;

/** Does one job's work; throws to have it retried later. */
export type JobHandler = (deps: AppDeps, job: ClaimedJob) => Promise<void>;

class AttemptTimedOut extends Error {
  override name = "AttemptTimedOut";
}

/** Settles with `work`, or fails after {@link ATTEMPT_TIME_LIMIT_MS} (the work goes on). */
function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AttemptTimedOut(`no outcome within ${ATTEMPT_TIME_LIMIT_MS} ms`)),
      ATTEMPT_TIME_LIMIT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A runner doing each kind of job with its handler, with what `deps` answers (read when it
 * runs: the runner is made before the dependencies that hold it).
 */
export function createJobRunner(handlers: Record<string, JobHandler>, deps: () => AppDeps): JobRunner {
  let running: Promise<void> | null = null;
  let again = false;

  const attempt = async (job: ClaimedJob) => {
    const { database, log, now } = deps();
    const { db } = database;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await withinTimeLimit(handler(deps(), job));
    } catch (err) {
      const error = err instanceof Error ? err.message || err.name : String(err);
      // An attempt given up on may still be sending: the next one waits as long as a lease.
      const wait = err instanceof AttemptTimedOut ? JOB_LEASE_MS : 0;
      const retried = await failJob(db, job, now(), error, wait);
      const fields = { job: job.id, kind: job.kind, booking: job.bookingId, attempts: job.attempts, error };
      log.error(retried ? "job failed; it will be retried" : "job failed for the last time", fields);
      return;
    }
    if (!(await finishJob(db, job, now())))
      log.error("job finished after its lease ran out", { job: job.id, kind: job.kind });
  };

  const drain = async () => {
    for (;;) {
      const { database, now } = deps();
      const batch = await claimDueJobs(database.db, now(), BATCH);
      for (const job of batch) await attempt(job);
      if (batch.length < BATCH) return;
    }
  };

  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain()
      .catch((err: unknown) => deps().log.error("running jobs failed", { error: String(err) }))
      .finally(() => {
        running = null;
        if (again) kick();
      });
  };

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    start: () => {
      const timer = setInterval(kick, JOBS_POLL_MS);
      timer.unref();
      kick();
      return () => clearInterval(timer);
    },
  };
}
