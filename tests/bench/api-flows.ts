import { PGlite } from "@electric-sql/pglite";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";

/** A signed-in bench user with a funded wallet. */
export interface BenchUser {
  id: string;
  token: string;
}

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown } };
}

/** Registers and signs in `count` users (the register limit is 20 per address per 10 minutes) and funds them. */
export async function createUsers(base: string, count: number, topUps: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench${i}.${Date.now()}@example.com`;
    const password = "Bench12345!";
    const reg = await call(base, "POST", "/apis/users/register", {
      name: `Bench ${i}`,
      email,
      phoneNumber: "959123456789",
      password,
      confirmPassword: password,
      isAgent: false,
    });
    if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
    const login = await call(base, "POST", "/apis/auth/login", { email, password });
    const user = { id: String((login.body.user as { id: string }).id), token: String(login.body.jwt) };
    for (let j = 0; j < topUps; j += 1) {
      const top = await call(
        base,
        "POST",
        "/apis/customers/wallet/topup",
        { amount: 1_000_000, method: "KBZPAY" },
        user.token,
      );
      if (top.status !== 200) throw new Error(`top-up failed: ${JSON.stringify(top.body)}`);
    }
    users.push(user);
  }
  return users;
}

/**
 * Offers to book: every domestic route's flights over many days, so no flight sells out, at the
 * citizen fare (the bench's traveller shows an NRC, which that fare asks for).
 */
export async function offerPool(base: string, routes: string[][], dates: string[]): Promise<FlightOffer[]> {
  const pool: FlightOffer[] = [];
  for (const [from, to] of routes)
    for (const date of dates) {
      const res = await call(
        base,
        "GET",
        `/apis/flights/search/one-ways?travelType=1&from=${from}&to=${to}&departureDate=${date}&adults=1&limit=5&fareType=citizen`,
      );
      pool.push(...((res.body.data as FlightOffer[]) ?? []));
    }
  return pool;
}

const passenger = {
  firstName: "Bench",
  lastName: "User",
  phoneNumber: "959123456789",
  email: "bench@example.com",
  gender: "MALE",
  nationality: "MM",
  dateOfBirth: "1990-01-01",
  // A citizen fare asks each adult for an NRC.
  nrcNumber: "12/OUKAMA(N)123456",
};
const contactInfo = { ...passenger, address: "1 Pyay Road", city: "Yangon", country: "Myanmar" };
/**
 * The n-th booking's traveller: born on another day each time, so that booking the same offers
 * again is another person and not a DUPLICATE_BOOKING (the check still runs).
 */
const travellerNo = (n: number) => ({
  ...passenger,
  dateOfBirth: new Date(Date.UTC(1950, 0, 1 + (n % 20_000))).toISOString().slice(0, 10),
});

/**
 * Books and pays as fast as `workers` concurrent clients can, for `ms` milliseconds. A price
 * change is accepted and resubmitted, as the app does. Latency is booking request to payment answer.
 */
export async function bookAndPay(
  base: string,
  users: BenchUser[],
  pool: FlightOffer[],
  workers: number,
  ms: number,
) {
  const latencies: number[] = [];
  const counts = { booked: 0, paid: 0, priceChanged: 0, unavailable: 0, failed: 0 };
  let next = 0;
  const deadline = Date.now() + ms;
  const worker = async (w: number) => {
    const user = users[w % users.length] as BenchUser;
    while (Date.now() < deadline) {
      const n = next++;
      const index = n % pool.length;
      const passengerInfo = [travellerNo(n)];
      let offer = pool[index] as FlightOffer;
      const started = performance.now();
      let res = await call(
        base,
        "POST",
        "/apis/flights/booking",
        { flightData: offer, travelType: 1, passengerInfo, contactInfo, userId: user.id },
        user.token,
      );
      if (res.status === 409 && res.body.priceChanged) {
        counts.priceChanged += 1;
        const fresh = (res.body.verifiedData as { data: { flightOffers: FlightOffer[] } }).data
          .flightOffers[0] as FlightOffer;
        offer = {
          ...offer,
          price: fresh.price,
          lastTicketingDate: fresh.lastTicketingDate,
          pricingOptions: fresh.pricingOptions,
          travelerPricings: fresh.travelerPricings,
        };
        pool[index] = offer;
        res = await call(
          base,
          "POST",
          "/apis/flights/booking",
          { flightData: offer, travelType: 1, passengerInfo, contactInfo, userId: user.id },
          user.token,
        );
      }
      if (res.status !== 201) {
        if (res.body.flightUnavailable) counts.unavailable += 1;
        else if (!res.body.priceChanged) counts.failed += 1;
        continue;
      }
      counts.booked += 1;
      const booking = res.body.data as { id: string };
      const pay = await call(
        base,
        "POST",
        "/apis/customers/check-payment",
        { userId: user.id, flightId: booking.id },
        user.token,
      );
      if (pay.status === 200) {
        counts.paid += 1;
        latencies.push(performance.now() - started);
      } else counts.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ...counts, perSecond: counts.paid / (ms / 1000), p50: at(0.5), p99: at(0.99) };
}

/** Answers the first column of the first row of a query, as a number. */
export type QueryOne = (sql: string) => Promise<number>;

/** Reads the stopped server's embedded database. */
export async function openPglite(dataDir: string): Promise<{ one: QueryOne; close: () => Promise<void> }> {
  const db = await PGlite.create(`${dataDir}/pglite`);
  return {
    one: async (sql) =>
      Number(Object.values((await db.query<Record<string, unknown>>(sql)).rows[0] ?? {})[0] ?? 0),
    close: () => db.close(),
  };
}

/** Checks the invariants in the server's database: seats, bookings, ledger. */
export async function checkInvariants(one: QueryOne, expected: { booked: number; paid: number }) {
  const checks = {
    "seats sold = seats held by live bookings":
      (await one(
        `select count(*) from flight_inventory f where f.seats_sold <> coalesce((select sum(h.seats) from seat_holds h
       where h.flight_key = f.flight_key and h.cabin = f.cabin and h.released_at is null), 0)`,
      )) === 0,
    "bookings created = bookings answered 201":
      (await one("select count(*) from bookings")) === expected.booked,
    "paid bookings = payments answered 200":
      (await one("select count(*) from bookings where status = 'PAID'")) === expected.paid,
    "one payment per paid booking":
      (await one("select count(*) from wallet_transactions where type = 'PAYMENT'")) === expected.paid,
    "payments = paid bookings' totals":
      (await one("select coalesce(sum(total_cents), 0) from bookings where status = 'PAID'")) ===
      -(await one("select coalesce(sum(amount), 0) from wallet_transactions where type = 'PAYMENT'")),
    "every balance = its ledger":
      (await one(
        "select count(*) from wallets w where w.balance <> (select coalesce(sum(t.amount), 0) from wallet_transactions t where t.user_id = w.user_id)",
      )) === 0,
    "no balance below zero": (await one("select count(*) from wallets where balance < 0")) === 0,
  };
  return checks;
}
