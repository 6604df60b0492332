import type { Env } from "../env.ts";

/** A minimal structured logger: one JSON line per event on stdout (errors on stderr). */
export interface Logger {
  info(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
  debug(msg: string, data?: Record<string, unknown>): void;
}

const rank = { silent: 0, error: 1, info: 2, debug: 3 } as const;

/** Creates a logger that drops events below `level`. */
export function createLogger(level: Env["LOG_LEVEL"]): Logger {
  const write = (at: keyof typeof rank, msg: string, data?: Record<string, unknown>) => {
    if (rank[at] > rank[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...data });
    (at === "error" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (msg, data) => write("info", msg, data),
    error: (msg, data) => write("error", msg, data),
    debug: (msg, data) => write("debug", msg, data),
  };
}
