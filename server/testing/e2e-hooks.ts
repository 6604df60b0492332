import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps } from "../context.ts";
import { bookings } from "../db/schema/bookings.ts";
import { changeSchedule, OperationError, resetFlight, setClosed } from "../flights/operations.ts";

/**
 * `npm run ops` as a route, for the browser tests only: the e2e server is one process on the
 * embedded database, which `npm run ops` cannot open while it runs. Mounted only when
 * `E2E_HOOKS=1` (set by scripts/e2e-server.ts, never by `npm start`).
 * `POST /apis/test/operations` `{command: "schedule"|"close"|"reset", flight, date, departure?}`.
 * `POST /apis/test/end-hold` `{bookingId}`: the booking's seat hold runs out now, as it would
 * 30 minutes after booking (a browser test cannot wait that long).
 * `POST /apis/test/end-holds` `{userId}`: every unpaid hold of the account runs out now, so a
 * test starts with none (an account holds 3 at most, UNPAID_HOLDS_PER_ACCOUNT).
 */
export function e2eHooks(deps: AppDeps) {
  return new Hono()
    .post("/test/operations", async (c) => {
      const body = (await c.req.json()) as {
        command?: string;
        flight?: string;
        date?: string;
        departure?: string;
      };
      const db = deps.database.db;
      const { flight = "", date = "" } = body;
      const now = deps.now();
      try {
        const done =
          body.command === "schedule"
            ? await changeSchedule(db, flight, date, body.departure ?? "", undefined, now)
            : body.command === "close"
              ? await setClosed(db, flight, date, true, now)
              : body.command === "reset"
                ? await resetFlight(db, flight, date, now)
                : null;
        if (!done) return c.json({ message: "unknown command" }, 400);
        // Searches see it at once (a server learns it within 10 seconds otherwise), and the
        // schedule-change mails go at once, as the payment's e-ticket does.
        await deps.flights.refresh();
        deps.jobs.kick();
        return c.json(done);
      } catch (error) {
        if (error instanceof OperationError) return c.json({ message: error.message }, 400);
        throw error;
      }
    })
    .post("/test/end-hold", async (c) => {
      const { bookingId = "" } = (await c.req.json()) as { bookingId?: string };
      const ended = await deps.database.db
        .update(bookings)
        .set({ holdExpiresAt: deps.now() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, "PENDING_PAYMENT")))
        .returning({ id: bookings.id });
      if (ended.length === 0) return c.json({ message: "no held booking with that id" }, 404);
      return c.json({ ended: bookingId });
    })
    .post("/test/end-holds", async (c) => {
      const { userId = "" } = (await c.req.json()) as { userId?: string };
      const ended = await deps.database.db
        .update(bookings)
        .set({ holdExpiresAt: deps.now() })
        .where(and(eq(bookings.userId, userId), eq(bookings.status, "PENDING_PAYMENT")))
        .returning({ id: bookings.id });
      return c.json({ ended: ended.length });
    });
}
