import { PGlite } from "@electric-sql/pglite";
import { agentBookings } from "../../server/agency/agent-bookings.ts";
import { agentSalesReport } from "../../server/agency/sales-report.ts";
import { fromPglite, migrateDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/accounts.ts";
import { bookings } from "../../server/db/schema/bookings.ts";
import { addDays } from "../../src/domain/dates.ts";

/**
 * An agent's bookings page and sales report (GET /apis/agents/bookings, /apis/agents/sales) over
 * BOOKINGS bookings of one agent among other accounts' on the embedded database, in process: the
 * queries alone, each timed as the median of RUNS. Printed, not asserted.
 */
const BOOKINGS = 150;
const RUNS = 25;
const ROUTES = [
  ["RGN", "MDL"],
  ["MDL", "RGN"],
  ["RGN", "NYU"],
  ["RGN", "HEH"],
  ["NYU", "HEH"],
];
const NAMES = ["Thiri Aung", "Min Thu", "Kyaw Zin", "Hnin Wai", "Su Su", "Aung Aung", "Nilar Win"];

async function seed(database: ReturnType<typeof fromPglite>, agentId: string, others: string[]) {
  const start = Date.parse("2026-06-01T03:00:00Z");
  const rows = [agentId, ...others].flatMap((userId, owner) =>
    Array.from({ length: owner === 0 ? BOOKINGS : BOOKINGS / 3 }, (_, i) => {
      const [origin = "RGN", destination = "MDL"] = ROUTES[i % ROUTES.length] ?? [];
      const [first = "", last = ""] = (NAMES[i % NAMES.length] ?? "").split(" ");
      const at = new Date(start + i * 26 * 3_600_000);
      const departure = `${addDays(at.toISOString().slice(0, 10), 14)}T08:00:00`;
      const status = i % 10 === 0 ? "CANCELLED" : i % 7 === 0 ? "PENDING_PAYMENT" : "PAID";
      return {
        id: `FB${owner}${String(i).padStart(5, "0")}`,
        userId,
        status: status as "PAID",
        totalCents: 10_000 + i * 37,
        outboundCents: 10_000 + i * 37,
        markupCents: 1_000,
        travelType: 1,
        isRoundTrip: false,
        offer: {},
        record: {
          outbound: [{ origin, destination, departureAt: departure, flightNumber: "UB101" }],
          return: [],
        },
        contact: { firstName: first, lastName: last, email: `${first}.${i}@example.mm` },
        passengers: [{ firstName: first, lastName: last }],
        holdExpiresAt: new Date(at.getTime() + 30 * 60_000),
        paidAt: status === "PENDING_PAYMENT" ? null : at,
        createdAt: at,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 50) await database.db.insert(bookings).values(rows.slice(i, i + 50));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const startAt = performance.now();
    await run();
    times.push(performance.now() - startAt);
  }
  return median(times);
}

/** Prints the figures: one line per query. */
export async function agentBookingsBench(): Promise<void> {
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database);
  const ids = ["agent", "other1", "other2", "other3"];
  await database.db.insert(users).values(
    ids.map((id) => ({
      id,
      name: id,
      email: `${id}@example.mm`,
      phoneNumber: "959123456789",
      passwordHash: "x",
      isAgent: true,
    })),
  );
  await seed(database, "agent", ids.slice(1));
  const now = new Date("2026-12-01T00:00:00Z");
  const queries: Array<[string, () => Promise<unknown>]> = [
    ["first page", () => agentBookings(database.db, "agent", {}, now)],
    ["page 6", () => agentBookings(database.db, "agent", { page: 6 }, now)],
    ["search a customer's name", () => agentBookings(database.db, "agent", { q: "thiri" }, now)],
    ["search a city", () => agentBookings(database.db, "agent", { q: "Heho" }, now)],
    [
      "status paid, a month of departures",
      () =>
        agentBookings(database.db, "agent", { status: "paid", from: "2026-08-01", to: "2026-08-31" }, now),
    ],
    [
      "sales report, 6 months",
      () => agentSalesReport(database.db, "agent", { from: "2026-06", to: "2026-11" }),
    ],
  ];
  for (const [name, run] of queries)
    console.log(
      `${`agent's ${BOOKINGS} bookings: ${name}`.padEnd(58)} median ${(await timed(run)).toFixed(1).padStart(6)} ms`,
    );
  await database.close();
}
