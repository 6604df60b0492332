import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, localDate } from "../../src/domain/dates.ts";
import { legsToQuery } from "../../src/domain/multi-city.ts";

/** The multi-city goal of issue 49: a 4-leg search answers in under this on loopback. */
const GOAL_MS = 300;
/** Searches timed of each kind, each on other dates (so none is answered from the search cache). */
const RUNS = 9;

const here = path.dirname(new URL(import.meta.url).pathname);

/** The API server on `port` with a throwaway embedded database; resolves once it listens. */
function startApi(port: string, dataDir: string): Promise<ChildProcess> {
  const child = fork(path.join(here, "api-server.ts"), [], {
    env: {
      ...process.env,
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`api-server exited with ${code}`)));
  });
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { data?: unknown[] };
  const ms = performance.now() - started;
  if (!res.ok || !Array.isArray(body.data) || body.data.length === 0)
    throw new Error(`${url} answered ${res.status} with no offers`);
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Prints a 4-leg multi-city search (Yangon, Bagan, Mandalay, Heho and back) beside a one-way
 * search (Yangon to Mandalay), each timed from request to parsed answer on loopback, uncached
 * (every run on other dates), after one unreported warm-up of each. Printed, never asserted.
 */
export async function reportTripSearch(port = process.env.BENCH_PORT ?? "4392"): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "fb-bench-trips-"));
  const api = await startApi(port, dataDir);
  try {
    const base = `http://127.0.0.1:${port}/apis/flights/search`;
    const today = localDate(new Date(), 390);
    const circuit = (first: number) => {
      const stops = ["RGN", "NYU", "MDL", "HEH", "RGN"];
      const legs = stops.slice(1).map((to, i) => ({
        from: stops[i] ?? "",
        to,
        departureDate: addDays(today, first + 3 * i),
      }));
      return `${base}/multi-city?travelType=1&legs=${legsToQuery(legs)}&adults=1&travelClass=Y&fareType=citizen`;
    };
    const oneWay = (day: number) =>
      `${base}/one-ways?travelType=1&from=RGN&to=MDL&departureDate=${addDays(today, day)}&adults=1&travelClass=Y&fareType=citizen`;
    await timed(circuit(5));
    await timed(oneWay(5));
    const multi: number[] = [];
    const single: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      multi.push(await timed(circuit(10 + i)));
      single.push(await timed(oneWay(10 + i)));
    }
    const say = (name: string, values: number[]) =>
      `${name.padEnd(46)} median ${median(values).toFixed(1).padStart(6)} ms   max ${Math.max(...values)
        .toFixed(1)
        .padStart(6)} ms`;
    console.log(`\nsearch answer on loopback, uncached (${RUNS} runs each, other dates each run):`);
    console.log(say("one-way RGN → MDL", single));
    console.log(say("multi-city RGN → NYU → MDL → HEH → RGN", multi));
    console.log(
      `goal: a 4-leg multi-city search under ${GOAL_MS} ms: ${Math.max(...multi) < GOAL_MS ? "met" : "NOT met"}`,
    );
  } finally {
    await new Promise<void>((resolve) => {
      api.once("exit", () => resolve());
      api.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await reportTripSearch();
