import { type ChildProcess, execFileSync, fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { addDays, localDate } from "../../src/domain/dates.ts";
import { agentBookingsBench } from "./agent-bookings.ts";
import { bookAndPay, checkInvariants, createUsers, offerPool, openPglite } from "./api-flows.ts";
import { createBenchDatabase } from "./bench-postgres.ts";
import { monthOfPrices } from "./month-prices.ts";

// `npm run bench:api`: search and booking+payment against the real server on loopback, with a
// bare node:http control in the same run; on the embedded database, and with a PostgreSQL URL also
// on PostgreSQL with one and with two server processes. The servers get core 0; this process (the load) the rest.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// One port, used by one server at a time (sampler, control, then each measured set-up).
const PORT = process.env.BENCH_PORT ?? "4391";
const here = path.dirname(new URL(import.meta.url).pathname);
const cores = os.availableParallelism();
const pin = cores > 1;
if (pin) execFileSync("taskset", ["-pc", `1-${cores - 1}`, String(process.pid)], { stdio: "ignore" });

// The servers run with the V8 flags `npm start` gives the server (package.json).
const serverFlags = ["--max-semi-space-size=8"];

function start(file: string, env: Record<string, string>): Promise<ChildProcess> {
  // taskset re-executes node on core 0 with the IPC channel inherited.
  const child = fork(path.join(here, file), [], {
    env: { ...process.env, ...env },
    execPath: pin ? "taskset" : process.execPath,
    execArgv: pin ? ["-c", "0", process.execPath, ...serverFlags] : serverFlags,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

const line = (name: string, rps: number, p50: number, p99: number, note = "") =>
  console.log(
    `${name.padEnd(46)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms  ${note}`,
  );

const today = localDate(new Date(), 390);
const day = (n: number) => addDays(today, n);
const searches = [
  ...[
    ["RGN", "MDL"],
    ["MDL", "RGN"],
    ["RGN", "NYU"],
    ["RGN", "HEH"],
    ["MDL", "NYU"],
    ["NYU", "HEH"],
    ["RGN", "SNW"],
    ["RGN", "MYT"],
  ].flatMap(([from, to], i) =>
    [10, 25, 40].map(
      (d) =>
        `/apis/flights/search/one-ways?travelType=1&from=${from}&to=${to}&departureDate=${day(d + i)}&adults=1&limit=10`,
    ),
  ),
  ...["BKK", "SIN", "KUL"].map(
    (to, i) =>
      `/apis/flights/search/one-ways?travelType=2&from=RGN&to=${to}&departureDate=${day(12 + i)}&adults=2&children=1`,
  ),
  `/apis/flights/search/one-ways?travelType=2&from=MDL&to=SIN&departureDate=${day(20)}&adults=1`,
  `/apis/flights/search/one-ways?travelType=2&from=RGN&to=BKK&departureDate=${day(30)}&returnDate=${day(37)}&adults=1`,
];

// BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL) adds runs on a fresh PostgreSQL
// database: one server process, then two (WEB_CONCURRENCY=2), beside the embedded database's.
const pgAdmin = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      " ",
    )} (other work on the machine skews these figures); Node ${process.version}, ${cores} cores, servers ${pin ? "pinned to core 0" : "unpinned"}, ${SECONDS} s per run, ${CONNECTIONS} connections`,
);

// Each measured run follows an unreported 3-second warm-up (JIT, connection set-up, caches).
const warm = (url: string, requests?: Array<{ path: string }>) =>
  autocannon({ url, connections: CONNECTIONS, duration: 3, ...(requests ? { requests } : {}) });

const controlDir = mkdtempSync(path.join(os.tmpdir(), "fb-bench-control-"));
let allOk = true;
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");

/** One server set-up: search, then booking + payment pairs, then the ledger's invariants. */
async function measure(label: string, options: { postgres: boolean; processes: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fb-bench-"));
  const postgres = options.postgres ? await createBenchDatabase(pgAdmin) : null;
  const api = await start("api-server.ts", {
    PORT,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    SEED_DEMO: "false",
    DATABASE_URL: postgres?.url ?? "",
    WEB_CONCURRENCY: String(options.processes),
  });
  const base = `http://127.0.0.1:${PORT}`;
  await warm(
    base,
    searches.map((p) => ({ path: p })),
  );
  const search = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: searches.map((p) => ({ path: p })),
  });
  line(
    `${label}: search`,
    search.requests.average,
    search.latency.p50,
    search.latency.p99,
    `non-2xx ${search.non2xx}, errors ${search.errors}`,
  );
  await monthOfPrices(base, label);
  const users = await createUsers(base, 16, 8);
  const routes = [
    ["RGN", "MDL"],
    ["MDL", "RGN"],
    ["RGN", "NYU"],
    ["NYU", "RGN"],
    ["RGN", "HEH"],
    ["HEH", "RGN"],
    ["MDL", "NYU"],
    ["RGN", "SNW"],
  ];
  const pool = await offerPool(
    base,
    routes,
    Array.from({ length: 30 }, (_, i) => day(20 + i)),
  );
  const flows = await bookAndPay(base, users, pool, 32, SECONDS * 1000);
  line(
    `${label}: booking + payment`,
    flows.perSecond,
    flows.p50,
    flows.p99,
    `booked ${flows.booked}, paid ${flows.paid}, price changes ${flows.priceChanged}, unavailable ${flows.unavailable}, failed ${flows.failed}`,
  );
  await stop(api);
  const reader = postgres ? await postgres.open() : await openPglite(dataDir);
  const invariants = await checkInvariants(reader.one, flows);
  await reader.close();
  await postgres?.drop();
  for (const [name, ok] of Object.entries(invariants))
    console.log(`${ok ? "ok  " : "FAIL"} ${label}: ${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  if (!Object.values(invariants).every(Boolean)) allOk = false;
  return { search, flows };
}

// The control serves the body of a real search answer, taken from a short-lived API server.
{
  const sampler = await start("api-server.ts", {
    PORT,
    HOST: "127.0.0.1",
    DATA_DIR: controlDir,
    LOG_LEVEL: "error",
    SEED_DEMO: "false",
  });
  writeFileSync(
    path.join(controlDir, "control.json"),
    await (await fetch(`http://127.0.0.1:${PORT}${searches[0]}`)).text(),
  );
  await stop(sampler);
}
const control = await start("control-server.ts", {
  PORT,
  CONTROL_BODY: path.join(controlDir, "control.json"),
});
await warm(`http://127.0.0.1:${PORT}/`);
const bare = await autocannon({
  url: `http://127.0.0.1:${PORT}/`,
  connections: CONNECTIONS,
  duration: SECONDS,
});
await stop(control);
rmSync(controlDir, { recursive: true, force: true });
line("control: bare node:http, same body", bare.requests.average, bare.latency.p50, bare.latency.p99);

const embedded = await measure("embedded PGlite, 1 process", { postgres: false, processes: 1 });
console.log(
  `targets (embedded): search >= 3000 req/s with p99 < 25 ms: ${verdict(embedded.search.requests.average >= 3000 && embedded.search.latency.p99 < 25)}; ` +
    `booking + payment >= 300/s: ${verdict(embedded.flows.perSecond >= 300)}`,
);
// An agent's bookings page and sales report over 150 bookings: the queries in process.
await agentBookingsBench();
if (pgAdmin) {
  await measure("PostgreSQL, 1 process", { postgres: true, processes: 1 });
  await measure("PostgreSQL, 2 processes", { postgres: true, processes: 2 });
} else {
  console.log("PostgreSQL runs skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL)");
}
if (!allOk) process.exitCode = 1;
