import { randomUUID } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./context.ts";
import { allowedMethods } from "./http/allowed-methods.ts";
import { limitBody } from "./http/body-limit.ts";
import { compressApi } from "./http/compress.ts";
import { ApiError, type ErrorCode, errorBody } from "./http/errors.ts";
import { HSTS_VALUE, viaHttps } from "./http/hsts.ts";
import { guardInput } from "./http/input-guard.ts";
import { serveDocument } from "./http/openapi-document.ts";
import type { StaticSite } from "./http/static-site.ts";
import { agentReportsRoutes } from "./routes/agents/agent-reports.index.ts";
import { agentSalesRoutes } from "./routes/agents/agent-sales.index.ts";
import { agentsRoutes } from "./routes/agents/agents.index.ts";
import { airportsRoutes } from "./routes/airports/airports.routes.ts";
import { authRoutes } from "./routes/auth/auth.index.ts";
import { currencyRoutes } from "./routes/currency/currency.routes.ts";
import { customersRoutes } from "./routes/customers/customers.index.ts";
import { docsRoutes } from "./routes/docs/docs.routes.ts";
import { flightsRoutes } from "./routes/flights/flights.index.ts";
import { healthRoutes } from "./routes/health/health.routes.ts";
import { marketingRoutes } from "./routes/marketing/marketing.index.ts";
import { usersRoutes } from "./routes/users/users.index.ts";
import { e2eHooks } from "./testing/e2e-hooks.ts";

/** API responses are data, never documents: nothing may load from them or frame them. */
/** The code of a framework's HTTPException below 500 (a body it could not read is a 400). */
const HTTP_CODES: Partial<Record<number, ErrorCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  429: "RATE_LIMITED",
};

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Request bodies above this answer 413 (the contract's 100 KB). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Builds the API application: request ids, request log, body limit, every resource router,
 * and the one error handler that turns any failure into the contract's JSON error.
 */
export function createApp(deps: AppDeps, options: { site?: StaticSite } = {}) {
  const app = new OpenAPIHono<AppEnv>();
  const { site } = options;

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    const started = performance.now();
    await next();
    // Set on the response's own headers: c.header() after next() copies the response into a
    // streamed one, which took the API from a single write per answer to a stream (~2x slower).
    const headers = c.res.headers;
    headers.set("X-Request-Id", requestId);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    if (viaHttps(c.req.header("x-forwarded-proto"), deps.env.TRUST_PROXY))
      headers.set("Strict-Transport-Security", HSTS_VALUE);
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
    const isApi = c.req.path.startsWith("/apis");
    // API answers carry accounts, tokens, wallets and bookings: none may be stored by a browser or
    // a proxy unless its route says otherwise (currency and docs are public and say so).
    if (isApi && !headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    deps.log[isApi ? "info" : "debug"]("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // The static site may live on a CDN with the API elsewhere (PUBLIC_API_BASE): only the
  // origins named in CORS_ORIGINS may call it from a browser.
  if (deps.env.CORS_ORIGINS.length > 0) {
    app.use(
      "/apis/*",
      cors({
        origin: deps.env.CORS_ORIGINS,
        allowMethods: ["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
        allowHeaders: ["Content-Type", "Authorization", "Accept-Language", "X-Request-Id", "Idempotency-Key"],
        exposeHeaders: ["X-Request-Id", "Retry-After"],
        maxAge: 600,
      }),
    );
  }
  app.use("/apis/*", compressApi());
  app.use(
    "/apis/*",
    limitBody(BODY_LIMIT_BYTES, () => {
      // The rest of the body stays unread: close the connection after answering.
      throw new ApiError(413, "PAYLOAD_TOO_LARGE", "Request body is larger than 100 KB", {
        headers: { Connection: "close" },
      });
    }),
  );
  app.use("/apis/*", guardInput());

  app.route("/apis", healthRoutes);
  app.route("/apis", docsRoutes);
  app.route("/apis", usersRoutes);
  app.route("/apis", authRoutes);
  app.route("/apis", currencyRoutes);
  app.route("/apis", customersRoutes);
  app.route("/apis", agentsRoutes);
  app.route("/apis", marketingRoutes);
  app.route("/apis", airportsRoutes);
  app.route("/apis", flightsRoutes);
  app.route("/apis", agentSalesRoutes);
  app.route("/apis", agentReportsRoutes);
  // Never in production: only when scripts/e2e-server.ts turns E2E_HOOKS on (docs/adr/0044-tests-databases-and-hooks.md).
  if (deps.env.E2E_HOOKS) app.route("/apis", e2eHooks(deps));

  if (site) {
    app.on(["GET", "HEAD"], "*", (c, next) => {
      if (c.req.path.startsWith("/apis")) return next();
      const res = site.respond(c.req.path, {
        ifNoneMatch: c.req.header("if-none-match"),
        acceptEncoding: c.req.header("accept-encoding"),
      });
      const body = c.req.method === "HEAD" || res.body === null ? null : new Uint8Array(res.body);
      return new Response(body, { status: res.status, headers: res.headers });
    });
  }

  const allowFor = allowedMethods(() => app.routes);
  app.notFound((c) => {
    // A known path asked with a method it does not take: 405 with the methods it does take.
    const allow = c.req.path.startsWith("/apis/") ? allowFor(c.req.path) : [];
    if (allow.length > 0 && !allow.includes(c.req.method)) {
      c.header("Allow", allow.join(", "));
      const message = `${c.req.method} is not allowed on ${c.req.path}; use ${allow.join(", ")}`;
      return c.json(errorBody(new ApiError(405, "METHOD_NOT_ALLOWED", message)), 405);
    }
    return c.json(
      errorBody(new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`)),
      404,
    );
  });

  app.onError((err, c) => {
    const requestId = c.get("requestId") ?? "unknown";
    c.header("X-Request-Id", requestId);
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(errorBody(withPaymentCodes(c.req.path, err)), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = HTTP_CODES[err.status] ?? "BAD_REQUEST";
      const failure = new ApiError(err.status, code, err.message || "Bad request");
      return c.json(errorBody(withPaymentCodes(c.req.path, failure)), err.status);
    }
    deps.log.error("unexpected error", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json(errorBody(new ApiError(500, "INTERNAL", "Something went wrong")), 500);
  });

  app.get("/apis/openapi.json", serveDocument(app, { title: "Myanmar Flights API", version: "1.0.0" }));
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Every failure of the payment call carries `rpCode`/`rpMessage`, the fields the spec's payment
 * screen reads, invalid input included (the guard's and the validator's 400s).
 */
function withPaymentCodes(path: string, err: ApiError): ApiError {
  if (path !== "/apis/customers/check-payment" || err.extras?.rpCode !== undefined) return err;
  return new ApiError(err.status, err.code, err.message, {
    fields: err.fields,
    headers: err.headers,
    extras: { ...err.extras, rpCode: err.code, rpMessage: err.message },
  });
}
