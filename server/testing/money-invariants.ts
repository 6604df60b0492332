/** Runs one SQL statement and answers its rows (PGlite's and node-postgres's `query` alike). */
export type RunSql = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

/** What {@link checkMoneyInvariants} found; every `bad…` count must be 0. */
export interface MoneyInvariants {
  wallets: number;
  /** Wallets whose balance is not the sum of their ledger rows, or ledger rows without a wallet. */
  badBalances: number;
  paidBookings: number;
  /**
   * PAID bookings, and bookings cancelled after payment, without exactly one PAYMENT row; and
   * PAYMENT rows of bookings neither.
   */
  badPayments: number;
  cancelledBookings: number;
  /**
   * Cancelled bookings whose refund is not exactly their one REFUND row (none when 0), whose
   * CANCELLED event is not exactly one, or that still hold seats; and REFUND rows of bookings
   * not cancelled.
   */
  badRefunds: number;
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
  badPayments: `select (select count(*) from bookings b
      where (b.status = 'PAID' or (b.status = 'CANCELLED' and b.paid_at is not null)) and
      (select count(*) from wallet_transactions t where t.booking_id = b.id and t.type = 'PAYMENT') <> 1)
    + (select count(*) from wallet_transactions t join bookings b on b.id = t.booking_id
      where t.type = 'PAYMENT' and not (b.status = 'PAID' or (b.status = 'CANCELLED' and b.paid_at is not null))) as n`,
  cancelledBookings: "select count(*) as n from bookings where status = 'CANCELLED'",
  badRefunds: `select (select count(*) from bookings b where b.status = 'CANCELLED' and (
        coalesce(b.refund_cents, -1) <> coalesce((select sum(t.amount) from wallet_transactions t
          where t.booking_id = b.id and t.type = 'REFUND'), 0)
        or (select count(*) from wallet_transactions t where t.booking_id = b.id and t.type = 'REFUND')
          <> (case when b.refund_cents > 0 then 1 else 0 end)
        or (select count(*) from booking_events e where e.booking_id = b.id and e.kind = 'CANCELLED') <> 1
        or exists (select 1 from seat_holds h where h.booking_id = b.id and h.released_at is null)))
    + (select count(*) from wallet_transactions t join bookings b on b.id = t.booking_id
      where t.type = 'REFUND' and b.status <> 'CANCELLED') as n`,
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
 * sum, every PAID booking has exactly one payment, every cancelled one its refund exactly once, seats sold equal the seats held, and every
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
