import { parseArgs } from "node:util";
import { openDatabase } from "./db/client.ts";
import { loadEnv } from "./env.ts";
import {
  changeSchedule,
  describeFlight,
  OperationError,
  resetFlight,
  setClosed,
  setMmkRate,
} from "./flights/operations.ts";

const USAGE = `Operations on the flight inventory (the running server picks changes up within 10 seconds):

  npm run ops -- show     <flight> <date>                 e.g. show UB101 2026-12-01
  npm run ops -- schedule <flight> <date> <HH:MM | YYYY-MM-DDTHH:MM> [--arrive YYYY-MM-DDTHH:MM]
  npm run ops -- close    <flight> <date>
  npm run ops -- reopen   <flight> <date>
  npm run ops -- reset    <flight> <date>                 back to timetable times, open
  npm run ops -- mmk-rate <kyat per US dollar>

Times are local at the departure airport. Uses DATABASE_URL, or the embedded database in DATA_DIR.`;

/** Is a server answering on our port? The embedded database may only be open in one process. */
async function serverRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/apis/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok || res.status === 503;
  } catch {
    return false;
  }
}

async function run(argv: string[]): Promise<unknown> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { arrive: { type: "string" } },
  });
  const [command, ...args] = positionals;
  if (!command || command === "help") return USAGE;
  const env = loadEnv();
  if (!env.DATABASE_URL && (await serverRunning(env.PORT)))
    throw new OperationError(
      "The server is running on the embedded database, which only one process may open. Stop it (Ctrl-C), run this, then start it again; or use PostgreSQL (DATABASE_URL).",
    );
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const { db } = database;
    const [flight = "", date = "", time = ""] = args;
    switch (command) {
      case "show":
        return await describeFlight(db, flight, date);
      case "schedule":
        if (!time) throw new OperationError("schedule needs a new departure time");
        return await changeSchedule(db, flight, date, time, values.arrive);
      case "close":
        return await setClosed(db, flight, date, true);
      case "reopen":
        return await setClosed(db, flight, date, false);
      case "reset":
        return await resetFlight(db, flight, date);
      case "mmk-rate":
        return await setMmkRate(db, flight);
      default:
        throw new OperationError(`Unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (result) => console.log(typeof result === "string" ? result : JSON.stringify(result, null, 2)),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
