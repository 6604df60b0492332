import { parseArgs } from "node:util";
import { decideDeposit, listDepositsForOps } from "./agency/deposits.ts";
import { type Db, openDatabase } from "./db/client.ts";
import { loadEnv } from "./env.ts";
import { addNotice, endNotice, listNotices } from "./flights/notices/operations.ts";
import {
  changeSchedule,
  describeFlight,
  OperationError,
  resetFlight,
  setClosed,
  setMmkRate,
} from "./flights/operations.ts";
import { runJobsOnce } from "./jobs/run-once.ts";

const USAGE = `Operations on the flight inventory (the running server picks changes up within 10 seconds):

  npm run ops -- show     <flight> <date>                 e.g. show UB101 2026-12-01
                                                          a leg of a flight of several legs: its number and departure airport, K7266-NYU
  npm run ops -- schedule <flight> <date> <HH:MM | YYYY-MM-DDTHH:MM> [--arrive YYYY-MM-DDTHH:MM]
  npm run ops -- close    <flight> <date>
  npm run ops -- reopen   <flight> <date>
  npm run ops -- reset    <flight> <date>                 back to timetable times, open
  npm run ops -- mmk-rate <kyat per US dollar>

  npm run ops -- notice add <FROM> <TO> <from-date> <to-date | -> <all | citizen | foreigner> <info | closed> "<English text>" "<Myanmar text>" [--one-way]
                                                          e.g. notice add RGN KYP 2026-12-01 - foreigner closed "..." "..."
  npm run ops -- notice end  <id>                         stops a notice applying, at once
  npm run ops -- notice list

  npm run ops -- deposit list [--all]                     agents' bank transfers waiting for a decision (--all: the latest 100)
  npm run ops -- deposit confirm <id>                     credits the agent's wallet, once
  npm run ops -- deposit reject  <id>                     credits nothing

schedule, close and reset tell each paid booking on the flight (a booking event and a mail to its
contact, sent at once from here; docs/adr/0078); unpaid holds on it run out.
Times are local at the departure airport. A notice's dates are flight dates, both included (- : no
end); it applies both ways unless --one-way. Uses DATABASE_URL, or the embedded database in DATA_DIR.`;

/** Is a server answering on our port? The embedded database may only be open in one process. */
async function serverRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/apis/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok || res.status === 503;
  } catch {
    return false;
  }
}

let sendDueJobs: () => Promise<void> = async () => {};

async function run(argv: string[]): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { arrive: { type: "string" }, "one-way": { type: "boolean" }, all: { type: "boolean" } },
  });
  const [command, ...args] = positionals;
  if (!command || command === "help") return USAGE;
  const env = loadEnv();
  if (!env.DATABASE_URL && (await serverRunning(env.PORT)))
    throw new OperationError(
      "The server is running on the embedded database, which only one process may open. Stop it (Ctrl-C), run this, then start it again; or use PostgreSQL (DATABASE_URL).",
    );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  sendDueJobs = () => runJobsOnce(env, database);
  try {
    const { db } = database;
    const [flight = "", date = "", time = ""] = args;
    switch (command) {
      case "show":
        return await describeFlight(db, flight, date);
      case "schedule":
        if (!time) throw new OperationError("schedule needs a new departure time");
        return await mailed(await changeSchedule(db, flight, date, time, values.arrive));
      case "close":
        return await mailed(await setClosed(db, flight, date, true));
      case "reopen":
        return await mailed(await setClosed(db, flight, date, false));
      case "reset":
        return await mailed(await resetFlight(db, flight, date));
      case "mmk-rate":
        return await setMmkRate(db, flight);
      case "notice":
        return await notice(db, args, values["one-way"] === true);
      case "deposit":
        return await deposit(db, args, values.all === true);
      default:
        throw new OperationError(`Unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * Sends the schedule-change mails a command enqueued now, from this process (docs/adr/0078). A
 * mail that fails stays queued: every server retries it (server/jobs/), and none is sent twice.
 */
async function mailed<T extends { bookingsMarked: number }>(result: T): Promise<T> {
  if (result.bookingsMarked > 0) await sendDueJobs();
  return result;
}

/** `notice add|end|list`: route notices (server/flights/notices/operations.ts). */
async function notice(db: Db, args: string[], oneWay: boolean) {
  const [action, ...rest] = args;
  if (action === "list") return listNotices(db);
  if (action === "end") return endNotice(db, rest[0] ?? "");
  if (action === "add") {
    if (rest.length !== 8)
      throw new OperationError(`notice add takes 8 values, not ${rest.length}\n\n${USAGE}`);
    const [
      from = "",
      to = "",
      validFrom = "",
      validTo = "",
      travellers = "",
      kind = "",
      textEn = "",
      textMy = "",
    ] = rest;
    return addNotice(db, { from, to, validFrom, validTo, travellers, kind, textEn, textMy, oneWay });
  }
  throw new OperationError(`Unknown notice command ${action ?? ""}\n\n${USAGE}`);
}

/** `deposit list|confirm|reject`: agents' bank transfers (server/agency/deposits.ts, docs/adr/0082). */
async function deposit(db: Db, args: string[], all: boolean) {
  const [action, id = ""] = args;
  if (action === "list") return listDepositsForOps(db, all);
  if (action === "confirm" || action === "reject") {
    if (!id) throw new OperationError(`deposit ${action} needs the transfer's id (deposit list shows it)`);
    const { transfer, balance } = await decideDeposit(
      db,
      id,
      action === "confirm" ? "CONFIRMED" : "REJECTED",
      new Date(),
    );
    return { ...transfer, ...(balance === null ? {} : { walletBalanceCents: balance }) };
  }
  throw new OperationError(`Unknown deposit command ${action ?? ""}\n\n${USAGE}`);
}

run(process.argv.slice(2)).then(
  (result) => console.log(typeof result === "string" ? result : JSON.stringify(result, null, 2)),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
