/** Runs one SQL statement and answers its rows (PGlite's and node-postgres's `query` alike). */
export type RunSql = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** What {@link checkMoneyInvariants} found; every `bad…` count must be 0. */
export interface MoneyInvariants {
  wallets: number;
  /** Wallets whose balance is not the sum of their ledger rows, or ledger rows without a wallet. */
  badBalances: number;
  paidBookings: number;
  /** PAID bookings without exactly one PAYMENT row, and PAYMENT rows of bookings not PAID. */
  badPayments: number;
  inventoryRows: number;
  /** Flights and cabins whose seats sold differ from the seats their unreleased holds hold. */
  badSeats: number;
  providerCharges: number;
  providerChargedCents: number;
  creditedTopUps: number;
  creditedCents: number;
  /** Provider charges credited other than once, and TOPUP rows that credit no charge. */
  badCredits: number;
  /** Key claims nobody answered or let go (a key stuck). */
  unansweredKeys: number;
}

const QUERIES = {
  wallets: "select count(*) as n from wallets",
  badBalances: `select (select count(*) from wallets w where w.balance <>
      coalesce((select sum(t.amount) from wallet_transactions t where t.user_id = w.user_id), 0))
    + (select count(distinct t.user_id) from wallet_transactions t
      where not exists (select 1 from wallets w where w.user_id = t.user_id)) as n`,
  paidBookings: "select count(*) as n from bookings where status = 'PAID'",
  badPayments: `select (select count(*) from bookings b where b.status = 'PAID' and
      (select count(*) from wallet_transactions t where t.booking_id = b.id and t.type = 'PAYMENT') <> 1)
    + (select count(*) from wallet_transactions t join bookings b on b.id = t.booking_id
      where t.type = 'PAYMENT' and b.status <> 'PAID') as n`,
  inventoryRows: "select count(*) as n from flight_inventory",
  badSeats: `select count(*) as n from flight_inventory i left join
      (select flight_key, cabin, sum(seats) as held from seat_holds where released_at is null group by 1, 2) h
      on h.flight_key = i.flight_key and h.cabin = i.cabin
    where i.seats_sold <> coalesce(h.held, 0)`,
  providerCharges: "select count(*) as n from sandbox_charges where status = 'succeeded'",
  providerChargedCents:
    "select coalesce(sum(amount), 0) as n from sandbox_charges where status = 'succeeded'",
  creditedTopUps: "select count(*) as n from wallet_transactions where type = 'TOPUP'",
  creditedCents: "select coalesce(sum(amount), 0) as n from wallet_transactions where type = 'TOPUP'",
  badCredits: `select (select count(*) from sandbox_charges c where c.status = 'succeeded' and
      (select count(*) from wallet_transactions t where t.top_up_id = c.reference) <> 1)
    + (select count(*) from wallet_transactions t where t.type = 'TOPUP' and not exists
      (select 1 from sandbox_charges c where c.reference = t.top_up_id and c.status = 'succeeded')) as n`,
  unansweredKeys: "select count(*) as n from idempotency_keys where answers = 0",
} satisfies Record<keyof MoneyInvariants, string>;

/**
 * Reads the invariants a crash must not break from the database: every balance is its ledger's
 * sum, every PAID booking has exactly one payment, seats sold equal the seats held, and every
 * provider charge (the sandbox's own books) is credited exactly once.
 */
export async function checkMoneyInvariants(run: RunSql): Promise<MoneyInvariants> {
  const found = {} as MoneyInvariants;
  for (const [name, text] of Object.entries(QUERIES) as Array<[keyof MoneyInvariants, string]>) {
    const { rows } = await run(text);
    found[name] = Number(rows[0]?.n ?? Number.NaN);
  }
  return found;
}
