import { randomBytes, randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../src/domain/dates.ts";
import { bookingRequest, registration, TEST_PASSWORD } from "../src/domain/test-data.ts";
import { databaseUrl } from "./db/testing.ts";
import { SANDBOX_METHODS } from "./payments/sandbox-provider.ts";
import { login } from "./routes/auth/auth.routes.ts";
import { createBookingRoute } from "./routes/flights/booking.routes.ts";
import { cancellationQuoteRoute } from "./routes/flights/booking-cancel.routes.ts";
import { searchOneWays } from "./routes/flights/search.routes.ts";
import { register } from "./routes/users/users.routes.ts";
import {
  ACTIONS,
  type AfterBooking,
  afterBookingCall,
  afterBookingJourney,
  PLANS,
  RACES,
  type Traveller,
} from "./testing/after-booking-journey.ts";
import { type BookingInvariants, checkBookingInvariants } from "./testing/booking-invariants.ts";
import { documentedBody } from "./testing/harness.ts";
import { KeyedClient } from "./testing/keyed-client.ts";
import { checkMoneyInvariants, type MoneyInvariants, type RunSql } from "./testing/money-invariants.ts";
import {
  childPids,
  killGroup,
  type ServerProcess,
  startServer,
  stopServer,
  waitHealthy,
} from "./testing/server-process.ts";

/**
 * The fault test (issue 46, and issue 50's calls after payment): the real server, a burst of
 * bookings, payments, cancellations, top-ups, date changes and answers to airline schedule changes
 * (accept, full refund, free move; a multi-city trip's date change and free move and a round
 * trip's free move too) with Idempotency-Keys, some sent twice at once, `kill -9` in each
 * burst (the first at a random request, the others while a change, accept, refund or move is under
 * way), a restart, every unanswered request retried with its key; then the money, the seats, each
 * booking's state and the mail jobs are checked in the database. On the embedded database the one
 * process is killed; on PostgreSQL (TEST_DATABASE_URL) the server runs two workers
 * (WEB_CONCURRENCY=2): one worker is killed twice, then the whole server.
 */
const template = inject("dbTemplate");
const onPostgres = Boolean(template.postgres);
const KILLS = 3;
const TRAVELLERS = 8;
/**
 * Days from today: the bursts' bookings fly on days 20-27; each traveller's booking for the calls
 * after payment on a day of its own from 40 (flights operations change, no one else aboard), and a
 * date change moves it 30 days on, past all of those (KILLS × TRAVELLERS = 24 days of them); a
 * round trip's return and a multi-city trip's second leg fly 60 days after its own day
 * (SECOND_LEG_DAYS_LATER), past those too.
 */
const AFTER_BOOKING_DAY = 40;
const CHANGE_DAYS_LATER = 30;
const ROUTES: Array<[string, string]> = [
  ["RGN", "MDL"],
  ["RGN", "NYU"],
  ["RGN", "HEH"],
  ["MDL", "RGN"],
];

/** The server's database: its environment, and SQL on it once the server has stopped. */
interface FaultDatabase {
  env: Record<string, string>;
  read<T>(work: (run: RunSql) => Promise<T>): Promise<T>;
}

interface Kill {
  what: string;
  afterRequests: number;
  msIntoBurst: number;
  /** The call whose sending set the kill off. */
  during: string;
  /** How long the server (or the worker) took to answer again. */
  backMs: number;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Where the server keeps its data, and SQL access to it once the server has stopped. */
async function prepareDatabase(dataDir: string): Promise<FaultDatabase> {
  if (!template.postgres) {
    return {
      env: {},
      read: async (work) => {
        const db = await PGlite.create(path.join(dataDir, "pglite"));
        try {
          return await work((text) => db.query(text));
        } finally {
          await db.close();
        }
      },
    };
  }
  const { adminUrl, template: templateName } = template.postgres;
  const name = `fb_fault_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = databaseUrl(adminUrl, name);
  return {
    env: { DATABASE_URL: url, WEB_CONCURRENCY: "2" },
    read: async (work) => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        return await work((text) => db.query(text));
      } finally {
        await db.end();
      }
    },
  };
}

describe(`kill -9 mid-burst (${onPostgres ? "PostgreSQL, WEB_CONCURRENCY=2" : "embedded PGlite"})`, () => {
  it("answers every key after restarts, and the money stays right", async () => {
    const started = Date.now();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "fb-fault-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await prepareDatabase(dataDir);
    const env: Record<string, string> = {
      ...database.env,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString("base64url"),
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      PAYMENTS_MODE: "sandbox",
      // The operations commands as a route (server/testing/e2e-hooks.ts): `npm run ops` cannot
      // open the embedded database while the server runs.
      E2E_HOOKS: "1",
    };
    let server: ServerProcess = await startServer(env, { group: true });
    const { port } = server;
    cleanups.push(() => killGroup(server));
    const client = new KeyedClient(() => server.url);

    const travellers: Traveller[] = [];
    for (let i = 0; i < TRAVELLERS; i += 1) {
      const account = registration({ name: `Fault Traveller ${i}` });
      const registered = await client.send("POST", "/apis/users/register", { body: account });
      expect(registered.status).toBe(201);
      const signedIn = await client.send("POST", "/apis/auth/login", {
        body: { email: account.email, password: TEST_PASSWORD },
      });
      travellers.push({
        index: i,
        id: documentedBody(register, 201, registered.body).data.user.id,
        token: documentedBody(login, 200, signedIn.body).jwt,
      });
    }

    /**
     * One traveller's part of a burst: a top-up (and a declined one), then at the same time two
     * bookings paid (the first cancelled by every other traveller) and a booking paid then changed,
     * or its flight changed by the airline and the change accepted, refunded or moved away from.
     */
    const afterBooking: AfterBooking[] = [];
    const journey = async (who: Traveller, round: number) => {
      const key = (step: string) => `r${round}-t${who.index}-${step}`;
      const methods = ["kpay", SANDBOX_METHODS.lost, SANDBOX_METHODS.slow, "card"];
      const method = methods[who.index % methods.length] ?? "kpay";
      const topUp = (step: string, how: string) =>
        client.send("POST", "/apis/customers/wallet/topup", {
          token: who.token,
          key: key(step),
          body: { amount: 120_000, method: how },
        });
      expect((await topUp("topup", method)).status).toBe(200);
      if (who.index % 4 === 3) expect((await topUp("declined", SANDBOX_METHODS.declined)).status).toBe(400);
      const slot = round * TRAVELLERS + who.index;
      const today = new Date().toISOString().slice(0, 10);
      const plan = planOf(who, round);
      await Promise.all([
        bookTwo(who, round, key),
        afterBookingJourney(client, who, {
          key,
          day: addDays(today, AFTER_BOOKING_DAY + slot),
          changeDay: addDays(today, AFTER_BOOKING_DAY + slot + CHANGE_DAYS_LATER),
          ...plan,
        }).then((done) => afterBooking.push(done)),
      ]);
    };
    /** Two bookings paid, the first cancelled at its quote by every other traveller. */
    const bookTwo = async (who: Traveller, round: number, key: (step: string) => string) => {
      for (const leg of [0, 1]) {
        const [from, to] = ROUTES[(who.index + leg) % ROUTES.length] ?? ["RGN", "MDL"];
        const day = addDays(new Date().toISOString().slice(0, 10), 20 + round * 3 + leg);
        const q = new URLSearchParams({ travelType: "1", from, to, departureDate: day, adults: "1" });
        const search = await client.send("GET", `/apis/flights/search/one-ways?${q}`);
        const offers = documentedBody(searchOneWays, 200, search.body).data;
        const offer = offers[who.index % offers.length];
        if (!offer) throw new Error(`no offer ${from}-${to} ${day}`);
        const booked = await client.send("POST", "/apis/flights/booking", {
          token: who.token,
          key: key(`book${leg}`),
          body: bookingRequest(offer, who.id),
        });
        // A price moved by the other bookings is an answer too (409), with nothing to pay.
        if (booked.status !== 201) {
          expect(booked.status).toBe(409);
          continue;
        }
        const paid = await client.send("POST", "/apis/customers/check-payment", {
          token: who.token,
          key: key(`pay${leg}`),
          body: { userId: who.id, flightId: documentedBody(createBookingRoute, 201, booked.body).data.id },
        });
        expect(paid.status).toBe(200);
        // Every other traveller cancels the first booking at its quote: the refund goes back once.
        if (leg === 0 && (who.index + round) % 2 === 0) {
          const bookingId = documentedBody(createBookingRoute, 201, booked.body).data.id;
          const quoted = await client.send("POST", `/apis/flights/booking/${bookingId}/cancellation-quote`, {
            token: who.token,
          });
          const { quoteId } = documentedBody(cancellationQuoteRoute, 200, quoted.body).data;
          const cancelled = await client.send("POST", `/apis/flights/booking/${bookingId}/cancel`, {
            token: who.token,
            key: key("cancel0"),
            body: { quoteId },
          });
          expect(cancelled.status).toBe(200);
        }
      }
    };

    /**
     * Each traveller does the plans in turn (three of the seven in three rounds), racing as its
     * index and the round say: every plan meets every race (each is done three or four times), and
     * every move follows a close for one traveller and a schedule change for another.
     */
    function planOf(who: Traveller, round: number) {
      const plan = PLANS[(who.index + round) % PLANS.length] ?? { action: "change", trip: "one-way" };
      return { ...plan, race: RACES[(who.index + 2 * round) % RACES.length] ?? "once" };
    }
    /** How many times a round sends the confirming call of `action` (a race sends it twice). */
    const callsOf = (action: string, round: number) =>
      travellers
        .map((who) => planOf(who, round))
        .filter((p) => p.action === action)
        .reduce((sum, p) => sum + (p.race === "once" ? 1 : 2), 0);

    const kills: Kill[] = [];
    const aimFrom = randomInt(0, ACTIONS.length);
    /** Each burst's time, kill, restart and retries included; and when they began and ended. */
    const bursts: number[] = [];
    const burstsBegan = Date.now();
    for (let round = 0; round < KILLS; round += 1) {
      const burstStart = Date.now();
      const sentBefore = client.sent;
      // A burst sends at least 10 requests per traveller (a top-up, three searches, a fare
      // families, three bookings and payments, an operation or change or move offers, a change,
      // accept, refund or move), so the first kill, at a random request, always lands inside it.
      // The others go off at the first or second call of one action (change, accept, refund, move:
      // each sent at least once in a burst), a different one each burst, from a random first one.
      const killAfter = sentBefore + randomInt(3, 8 * TRAVELLERS);
      const target = ACTIONS[(aimFrom + round) % ACTIONS.length] ?? "change";
      const killAtCall = round === 0 ? 0 : randomInt(1, Math.min(2, callsOf(target, round)) + 1);
      let calls = 0;
      const wholeServer = !onPostgres || round === KILLS - 1;
      let kill: Promise<void> = Promise.resolve();
      let armed = true;
      client.onSend((route) => {
        if (!armed) return;
        if (afterBookingCall(route) === target) calls += 1;
        if (killAtCall === 0 ? client.sent < killAfter : calls < killAtCall) return;
        armed = false;
        const during = route.replace(/\/booking\/[^/]+\//, "/booking/{id}/").replace(/\?.*/, "");
        kill = (async () => {
          await new Promise((resolve) => setTimeout(resolve, randomInt(0, 40)));
          const at = {
            afterRequests: client.sent - sentBefore,
            msIntoBurst: Date.now() - burstStart,
            during,
          };
          if (wholeServer) {
            await killGroup(server);
            const killed = Date.now();
            server = await startServer(env, { port, group: true });
            kills.push({
              what: onPostgres ? "the whole server (primary and workers)" : "the server",
              ...at,
              backMs: Date.now() - killed,
            });
          } else {
            const pid = server.child.pid ?? 0;
            const workers = childPids(pid);
            const victim = workers[randomInt(0, workers.length)];
            if (victim === undefined) throw new Error("no worker to kill");
            process.kill(victim, "SIGKILL");
            const killed = Date.now();
            // The primary starts another worker a second later.
            await waitHealthy(server.url);
            kills.push({ what: `one of the 2 workers (pid ${victim})`, ...at, backMs: Date.now() - killed });
          }
        })();
      });
      try {
        await Promise.all(travellers.map((who) => journey(who, round)));
        await kill;
      } catch (err) {
        // What the server said (LOG_LEVEL=error) is what explains a failure here.
        await kill.catch(() => {});
        throw new Error(
          `${err instanceof Error ? err.message : String(err)}\nserver stderr:\n${server.stderr()}`,
        );
      }
      armed = false;
      bursts.push(Date.now() - burstStart);
    }

    const burstsEnded = Date.now();
    await stopServer(server);
    const found: MoneyInvariants & {
      bookings: BookingInvariants;
      topUpsPerUser: Map<string, number>;
      bookingsPerUser: Map<string, number>;
      cancelledPerUser: Map<string, number>;
    } = await database.read(async (run) => {
      const money = await checkMoneyInvariants(run);
      const bookings = await checkBookingInvariants(run);
      const count = async (text: string) =>
        new Map((await run(text)).rows.map((r) => [String(r.user_id), Number(r.n)]));
      return {
        ...money,
        bookings,
        topUpsPerUser: await count(
          "select user_id, count(*) as n from wallet_transactions where type = 'TOPUP' group by user_id",
        ),
        bookingsPerUser: await count("select user_id, count(*) as n from bookings group by user_id"),
        cancelledPerUser: await count(
          "select user_id, count(*) as n from bookings where status = 'CANCELLED' group by user_id",
        ),
      };
    });

    // Every key got a final answer, and each answer did its work once: one credit per top-up key
    // answered 200, one booking per booking key answered 201, one cancellation, change, accept,
    // full refund or free move per key answered 200 (a key sent twice at once counts once).
    const answered = client.answers;
    const retried = answered.filter((a) => a.retries > 0).length;
    expect(client.serverErrors).toEqual([]);
    const { states } = found.bookings;
    expect(found.bookings.problems).toEqual([]);
    for (const who of travellers) {
      const mine = answered.filter((a) => a.key.includes(`-t${who.index}-`));
      const keys = (end: string, status: number) =>
        new Set(mine.filter((a) => a.route.endsWith(end) && a.status === status).map((a) => a.key)).size;
      const inState = (state: string) =>
        [...states.values()].filter((b) => b.userId === who.id && b.state === state).length;
      expect(found.topUpsPerUser.get(who.id) ?? 0).toBe(keys("/topup", 200));
      expect(found.bookingsPerUser.get(who.id) ?? 0).toBe(keys("/booking", 201));
      expect(inState("CANCELLED")).toBe(keys("/cancel", 200));
      expect(inState("REFUNDED")).toBe(keys("/schedule-change/refund", 200));
      expect(found.cancelledPerUser.get(who.id) ?? 0).toBe(inState("CANCELLED") + inState("REFUNDED"));
      expect(inState("ACCEPTED")).toBe(keys("/schedule-change/accept", 200));
      expect(found.bookings.changesPerUser.get(who.id) ?? 0).toBe(keys("/change", 200));
      // One booking event (and its one mail job, checked above) per move, and no money.
      expect(found.bookings.movesPerUser.get(who.id) ?? 0).toBe(keys("/schedule-change/move", 200));
      expect(inState("MOVED")).toBe(keys("/schedule-change/move", 200));
      // An operation retried after a kill told each booking on the flight once.
      const operated = afterBooking.filter((b) => b.userId === who.id && b.operation !== null).length;
      expect(found.bookings.scheduleEventsPerUser.get(who.id) ?? 0).toBe(operated);
      expect(inState("PENDING_PAYMENT") + inState("SCHEDULE_CHANGE_OPEN")).toBe(0);
    }
    // Each booking changed, accepted, refunded or moved is in the state its answer said, whatever
    // raced; a moved one on the flights of the offer chosen.
    const expectedState = {
      change: "CHANGED",
      accept: "ACCEPTED",
      refund: "REFUNDED",
      move: "MOVED",
    } as const;
    expect(afterBooking.map((b) => `${b.action}: ${states.get(b.bookingId)?.state}`)).toEqual(
      afterBooking.map((b) => `${b.action}: ${expectedState[b.action]}`),
    );
    expect(afterBooking).toHaveLength(KILLS * TRAVELLERS);
    const moved = afterBooking.filter((b) => b.action === "move");
    expect(moved.map((b) => states.get(b.bookingId)?.offerId)).toEqual(moved.map((b) => b.movedTo));
    expect(found).toMatchObject({
      badBalances: 0,
      badPayments: 0,
      badRefunds: 0,
      badSeats: 0,
      badCredits: 0,
      unansweredKeys: 0,
    });
    expect(found.providerChargedCents).toBe(found.creditedCents);
    expect(found.cancelledBookings).toBeGreaterThan(0);
    expect(kills).toHaveLength(KILLS);

    const count = (action: string, trip?: string) =>
      afterBooking.filter((b) => b.action === action && (trip === undefined || b.trip === trip)).length;
    const raced = (race: string) => afterBooking.filter((b) => b.race === race).length;
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    const lines = [
      `fault test on ${onPostgres ? "PostgreSQL with WEB_CONCURRENCY=2" : "the embedded PGlite database"}: ` +
        `${kills.length} kills survived in ${seconds(started, Date.now())} s (start and sign-ups ` +
        `${seconds(started, burstsBegan)} s, bursts ${seconds(burstsBegan, burstsEnded)} s, ` +
        `stop and checks ${seconds(burstsEnded, Date.now())} s)`,
      ...kills.map(
        (k, i) =>
          `  kill ${i + 1}: SIGKILL ${k.what} after ${k.afterRequests} requests, ${k.msIntoBurst} ms into burst ${i + 1}, ` +
          `sent just after ${k.during}; answering again ${k.backMs} ms later; the burst took ${bursts[i]} ms`,
      ),
      `  every key answered: ${answered.length} keys, ${retried} of them after a retry ` +
        `(${client.cut} requests cut off by the kills and sent again), no 5xx`,
      `  ledger sum = balance for all ${found.wallets} wallets`,
      `  every PAID booking has exactly one payment: ${found.paidBookings} paid bookings`,
      `  every cancelled booking refunded exactly once, its seats released: ${found.cancelledBookings} cancelled`,
      `  seats sold = seats held by unreleased holds on all ${found.inventoryRows} flight cabins`,
      `  nothing charged twice: ${found.providerCharges} provider charges (${found.providerChargedCents} cents) = ` +
        `${found.creditedTopUps} credited top-ups (${found.creditedCents} cents), one credit each`,
      `  one credit per top-up key, one booking per booking key, one cancellation per cancel key; ` +
        "no key left unanswered in the database",
      `  after payment: ${count("change")} date changes, ${count("accept")} schedule changes accepted, ` +
        `${count("refund")} refunded in full, ${count("move")} moved free of charge (of them ` +
        `${count("change", "multi-city")} multi-city date changes, ${count("move", "multi-city")} multi-city and ` +
        `${count("move", "round trip")} round-trip moves); ${raced("same key twice")} sent twice at once with one key ` +
        `(one answer), ${raced("two keys")} with two keys (one 200, one documented 409)`,
      "  each charged or refunded once, holding the seats of its current flights only, in exactly one " +
        `consistent state; one mail job per thing told (${found.bookings.mailJobs} jobs)`,
    ];
    console.log(lines.join("\n"));
  }, 240_000);
});
