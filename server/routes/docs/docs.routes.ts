import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

// Swagger UI is served from our own origin (no CDN); the page starts it from a file, not an
// inline script, so the strict Content-Security-Policy holds here too.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Myanmar Flights API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/apis/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/apis/docs/swagger-ui-bundle.js"></script>
<script src="/apis/docs/init.js"></script></body></html>`;
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";
const init = `window.ui = SwaggerUIBundle({ url: "/apis/openapi.json", dom_id: "#swagger-ui" });`;

/** The rendered API reference at /apis/docs. */
export const docsRoutes = new Hono<AppEnv>()
  .get("/docs", (c) => {
    c.header("Content-Security-Policy", DOCS_CSP);
    return c.html(page);
  })
  .get("/docs/init.js", (c) => c.body(init, 200, { "Content-Type": "text/javascript; charset=utf-8" }))
  .get("/docs/:asset", async (c) => {
    const name = c.req.param("asset");
    const type = assets[name];
    if (!type) return c.notFound();
    const body = await readFile(path.join(swaggerDir, name));
    return c.body(body, 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
  });
