import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../src/domain/dates.ts";
import type { FlightOffer } from "../src/domain/flight-offer.ts";
import { bookingRequest, registration, TEST_PASSWORD } from "../src/domain/test-data.ts";
import { databaseUrl } from "./db/testing.ts";
import { flightKeyOf } from "./flights/testing.ts";
import { login, logout } from "./routes/auth/auth.routes.ts";
import { checkPayment, topUp as topUpRoute } from "./routes/customers/customers.routes.ts";
import { createBookingRoute } from "./routes/flights/booking.routes.ts";
import { searchOneWays } from "./routes/flights/search.routes.ts";
import { changePassword, currentUser, register } from "./routes/users/users.routes.ts";
import { expectStatus } from "./testing/harness.ts";
import { type RouteClient, routeClient } from "./testing/route-call.ts";
import { type ServerProcess, startServer, stopServer } from "./testing/server-process.ts";

/**
 * Two real server processes (`node server/main.ts`) on one PostgreSQL database, as
 * WEB_CONCURRENCY or several hosts run them. Needs PostgreSQL: skipped on the embedded database.
 */
const template = inject("dbTemplate").postgres;
const reason = template ? "" : " (skipped: set TEST_DATABASE_URL to run two server processes on PostgreSQL)";

type Server = ServerProcess;

let admin: pg.Client | undefined;
let db: pg.Client | undefined;
let dbName = "";
let dataDir = "";
const servers: Server[] = [];

let clientAddress = "203.0.113.1";
const clients = new Map<Server, RouteClient>();
/** The typed calls to one server process over HTTP, checked against the OpenAPI it serves. */
function via(server: Server): RouteClient {
  let client = clients.get(server);
  if (!client) {
    // TRUST_PROXY=1: the login-limit test's failures come from an address of its own.
    client = routeClient((path, init) => {
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", clientAddress);
      return fetch(`${server.url}${path}`, { ...init, headers });
    });
    clients.set(server, client);
  }
  return client;
}

async function signUp(server: Server): Promise<{ id: string; email: string; token: string }> {
  const account = registration({ name: "Two Processes" });
  const registered = expectStatus(await via(server).api(register, { body: account }), 201);
  const signedIn = await via(server).api(login, { body: { email: account.email, password: TEST_PASSWORD } });
  return {
    id: registered.body.data.user.id,
    email: account.email,
    token: expectStatus(signedIn, 200).body.jwt,
  };
}

const day = addDays(new Date().toISOString().slice(0, 10), 20);
async function offers(server: Server, from: string, to: string): Promise<FlightOffer[]> {
  const query = { travelType: "1", from, to, departureDate: day, adults: "1" };
  return expectStatus(await via(server).api(searchOneWays, { query }), 200).body.data;
}
const book = (server: Server, offer: FlightOffer, who: { id: string; token: string }) =>
  via(server).api(createBookingRoute, { body: bookingRequest(offer, who.id), token: who.token });

beforeAll(async () => {
  if (!template) return;
  dbName = `fb_two_${randomBytes(5).toString("hex")}`;
  admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template.template}`);
  const url = databaseUrl(template.adminUrl, dbName);
  db = new pg.Client({ connectionString: url });
  await db.connect();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "fb-two-"));
  const env = {
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    NODE_ENV: "test",
    TRUST_PROXY: "1",
  };
  servers.push(await startServer(env), await startServer(env));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  await db?.end();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!template)(`two server processes on one PostgreSQL${reason}`, () => {
  const [a, b] = [() => servers[0] as Server, () => servers[1] as Server];

  it("share the login limit: 10 failures spread over both lock the e-mail on both", async () => {
    const user = await signUp(a());
    clientAddress = "198.51.100.7";
    for (let i = 0; i < 10; i += 1) {
      const res = await via(i % 2 ? a() : b()).api(login, {
        body: { email: user.email, password: "wrong-password" },
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a(), b()]) {
      const res = await via(server).api(login, { body: { email: user.email, password: TEST_PASSWORD } });
      expect(res.status).toBe(429);
    }
    clientAddress = "203.0.113.2";
  });

  it("refuse a token revoked on one process on the other at once (logout, password change)", async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await signUp(a());
      const me = (token: string) => via(b()).api(currentUser, { params: { userId: user.id }, token });
      // B has just seen the token good (and would have cached it), then A logs it out.
      expect((await me(user.token)).status).toBe(200);
      expect((await via(a()).api(logout, { token: user.token })).status).toBe(200);
      expect((await me(user.token)).status).toBe(401);
    }
    const user = await signUp(a());
    const other = expectStatus(
      await via(a()).api(login, { body: { email: user.email, password: TEST_PASSWORD } }),
      200,
    ).body.jwt;
    const me = (token: string) => via(b()).api(currentUser, { params: { userId: user.id }, token });
    expect((await me(other)).status).toBe(200);
    const changed = await via(a()).api(changePassword, {
      params: { userId: user.id },
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "Changed123!" },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
  });

  it("give the last seat to one booking when both processes race for it", async () => {
    const [first, second, third] = [await signUp(a()), await signUp(a()), await signUp(b())];
    const [offer] = await offers(a(), "RGN", "HEH");
    if (!offer) throw new Error("no offer");
    // A first sale creates the flight's inventory row with its real capacity; then all but one seat go.
    expect((await book(a(), offer, first)).status).toBe(201);
    const flightKey = flightKeyOf(offer);
    await db?.query("update flight_inventory set seats_sold = capacity - 1 where flight_key = $1", [
      flightKey,
    ]);
    // Each process's search view catches up on its next refresh (every 10 seconds).
    let last: FlightOffer | undefined;
    for (let i = 0; i < 60 && !last; i += 1) {
      const [fromA] = (await offers(a(), "RGN", "HEH")).filter((o) => o.id === offer.id);
      const [fromB] = (await offers(b(), "RGN", "HEH")).filter((o) => o.id === offer.id);
      if (fromA?.numberOfBookableSeats === 1 && fromB?.numberOfBookableSeats === 1) last = fromA;
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!last) throw new Error("the views did not see the last seat");
    const results = await Promise.all([book(a(), last, second), book(b(), last, third)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const sold = await db?.query(
      "select seats_sold = capacity as full from flight_inventory where flight_key = $1",
      [flightKey],
    );
    expect(sold?.rows[0]?.full).toBe(true);
  }, 60_000);

  it("charge once for 50 concurrent payments of one booking spread over both", async () => {
    const payer = await signUp(b());
    const topUp = await via(a()).api(topUpRoute, {
      body: { amount: 1_000_000, method: "kpay" },
      token: payer.token,
    });
    expect(topUp.status).toBe(200);
    const [offer] = await offers(b(), "RGN", "MDL");
    if (!offer) throw new Error("no offer");
    const flightId = expectStatus(await book(b(), offer, payer), 201).body.data.id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        via(i % 2 ? a() : b()).api(checkPayment, {
          body: { userId: payer.id, flightId },
          token: payer.token,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const paid = answers.map((r) => expectStatus(r, 200).body.paid);
    expect(new Set(paid).size).toBe(1);
    const ledger = await db?.query(
      "select count(*)::int as payments, (select balance from wallets where user_id = $1) as balance from wallet_transactions where booking_id = $2 and type = 'PAYMENT'",
      [payer.id, flightId],
    );
    expect(ledger?.rows[0]).toEqual({ payments: 1, balance: 1_000_000 - (paid[0] ?? 0) });
  }, 60_000);
});
