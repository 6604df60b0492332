import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** A real server process (`node server/main.ts`) started by a test. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The last lines it wrote to stderr, for a failing test to show. */
  stderr: () => string;
}

const mainFile = path.resolve(import.meta.dirname, "..", "main.ts");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** True once `url` answers its health check. */
export async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/apis/health`, { signal: AbortSignal.timeout(2000) })
    .then((r) => r.ok)
    .catch(() => false);
}

/** Waits until `url` answers its health check, at most `ms`. */
export async function waitHealthy(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await healthy(url))) {
    if (Date.now() > until) throw new Error(`${url} did not become healthy in ${ms} ms`);
    await sleep(50);
  }
}

/**
 * Starts `node server/main.ts` with `env` on 127.0.0.1 (a free port unless `port` is given) and
 * waits for its health check. `group`: in a process group of its own, so that
 * {@link killGroup} stops it and its workers at once, as a machine losing power would.
 * @example const server = await startServer({ DATABASE_URL: url, JWT_SECRET: secret });
 */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; group?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [mainFile], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: options.group ?? false,
  });
  let tail = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`server did not start (exit ${child.exitCode}): ${tail}`);
    await sleep(50);
  }
  return { url, port, child, stderr: () => tail };
}

/** Resolves when the process has exited. */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** SIGKILLs the server's whole process group (the server and, with WEB_CONCURRENCY, its workers). */
export async function killGroup(server: ServerProcess): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Gone already.
  }
  await exited(server.child);
}

/** Stops the server as an operator would (SIGTERM) and waits for it. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await exited(server.child);
}

/** The process ids whose parent is `pid` (Linux: read from /proc), e.g. a cluster's workers. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the name may hold spaces, so read after its closing bracket.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}
