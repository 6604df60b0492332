import { randomUUID } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "./context.ts";
import { limitBody } from "./http/body-limit.ts";
import { compressApi } from "./http/compress.ts";
import { ApiError, errorBody } from "./http/errors.ts";
import type { StaticSite } from "./http/static-site.ts";
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
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_CSP);
    const isApi = c.req.path.startsWith("/apis");
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
        allowHeaders: ["Content-Type", "Authorization", "Accept-Language", "X-Request-Id"],
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

  app.route("/apis", healthRoutes);
  app.route("/apis", docsRoutes);
  app.route("/apis", usersRoutes);
  app.route("/apis", authRoutes);
  app.route("/apis", currencyRoutes);
  app.route("/apis", customersRoutes);
  app.route("/apis", marketingRoutes);
  app.route("/apis", airportsRoutes);
  app.route("/apis", flightsRoutes);
  // Never in production: only when scripts/e2e-server.ts turns E2E_HOOKS on (docs/decisions.md).
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

  app.notFound((c) =>
    c.json(errorBody(new ApiError(404, "NOT_FOUND", `No route for ${c.req.method} ${c.req.path}`)), 404),
  );

  app.onError((err, c) => {
    const requestId = c.get("requestId") ?? "unknown";
    c.header("X-Request-Id", requestId);
    if (err instanceof ApiError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json(errorBody(err), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 400 ? "BAD_REQUEST" : `HTTP_${err.status}`;
      return c.json(errorBody(new ApiError(err.status, code, err.message || "Bad request")), err.status);
    }
    deps.log.error("unexpected error", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json(errorBody(new ApiError(500, "INTERNAL", "Something went wrong")), 500);
  });

  app.doc31("/apis/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Myanmar Flights API",
      version: "1.0.0",
      description: "The HTTP contract between the booking app and the API server (shared/api-contract.md).",
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
