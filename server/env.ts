import { z } from "zod";

/**
 * The one place that reads the environment. Everything else receives an {@link Env}.
 *
 * @example
 * const env = loadEnv(process.env); // throws EnvError with one readable line on bad input
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a whole number between 1 and 65535" })
    .int("must be a whole number between 1 and 65535")
    .min(0, "must be a whole number between 1 and 65535")
    .max(65535, "must be a whole number between 1 and 65535")
    .default(4321),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("data"),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must start with postgres:// or postgresql://",
  }),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must start with smtp:// or smtps://",
  }),
  MAIL_FROM: z.string().trim().default("Myanmar Flights <no-reply@flights.example.mm>"),
  SUPPORT_EMAIL: z.email("must be an e-mail address").default("support@flights.example.mm"),
  PUBLIC_API_BASE: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: "must be an http(s) URL",
  }),
  /** The site's own address, for links in mail (Find my booking); the same default as astro.config.mjs. */
  PUBLIC_SITE_URL: z
    .string()
    .trim()
    .default("http://localhost:4321")
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v), { message: "must be an http(s) URL" })
    .transform((v) => v.replace(/\/+$/, "")),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o)), {
      message: "must be a comma-separated list of origins like https://flights.example.mm",
    }),
  PAYMENTS_MODE: z.enum(["sandbox", "live"], { error: "must be sandbox or live" }).default("sandbox"),
  MMK_RATE: z.coerce
    .number({ error: "must be a positive number of kyat per US dollar" })
    .positive("must be a positive number of kyat per US dollar")
    .default(2100),
  TRUST_PROXY: z.coerce
    .number({ error: "must be the number of proxies in front of the server (0 to 5)" })
    .int("must be the number of proxies in front of the server (0 to 5)")
    .min(0, "must be the number of proxies in front of the server (0 to 5)")
    .max(5, "must be the number of proxies in front of the server (0 to 5)")
    .default(0),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be the number of server processes (1 to 64)" })
    .int("must be the number of server processes (1 to 64)")
    .min(1, "must be the number of server processes (1 to 64)")
    .max(64, "must be the number of server processes (1 to 64)")
    .default(1),
  /** Set by the primary for each worker it forks (server/main.ts); worker 0 seeds the demo data. */
  FB_WORKER_INDEX: z.coerce.number().int().min(0).optional(),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
  SEED_DEMO: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** Browser tests only (scripts/e2e-server.ts): the operations commands as an API, server/testing/e2e-hooks.ts. */
  E2E_HOOKS: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
});

export type Env = z.infer<typeof schema>;

/** Raised when a variable has a bad value; its message is one line naming the variable. */
export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses and validates the environment.
 * @throws EnvError naming the first bad variable, e.g. `PORT=abc: must be a whole number between 1 and 65535`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? "environment");
  throw new EnvError(`Invalid environment: ${key}=${JSON.stringify(source[key] ?? "")}: ${issue?.message}`);
}
