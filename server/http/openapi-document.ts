import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { limitsAndGuarantees } from "./openapi-limits.ts";

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

const DESCRIPTION = [
  "The HTTP contract between the booking app and the API server (shared/api-contract.md).",
  "",
  "Every error is the `Error` JSON with an `X-Request-Id` header. Besides each operation's own",
  "statuses: a method a known path does not take is a 405 with `Allow`; headers over 16 KB are a",
  "431; a body over 100 KB is a 413; any string holding control characters or unpaired",
  "surrogates, in the path, the query or the body, is a 400. Answers are `Cache-Control:",
  "no-store` unless the operation says otherwise.",
  ...limitsAndGuarantees(),
].join("\n");

type Operation = { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> };

/**
 * Adds to each operation the statuses every route shares, from one place (server/app.ts and the
 * input guard answer them, not the route): 400 where there is input, 415 where there is a body.
 */
export function completeDocument<T extends { paths?: unknown; info: { description?: string } }>(doc: T): T {
  doc.info.description = DESCRIPTION;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths))
    for (const op of Object.values(operations)) {
      op.responses ??= {};
      if ((op.parameters?.length ?? 0) > 0 || op.requestBody)
        op.responses["400"] ??= {
          description:
            "Invalid input: a value too long or of the wrong shape, control characters, unpaired surrogates",
          content: errorContent,
        };
      if (op.requestBody)
        op.responses["415"] ??= {
          description: "The body is not JSON (send Content-Type: application/json)",
          content: errorContent,
        };
    }
  return doc;
}

/** Serves the app's OpenAPI 3.1 document, built on first request. */
export function serveDocument(app: OpenAPIHono<AppEnv>, info: { title: string; version: string }) {
  let json: string | undefined;
  return (c: Context<AppEnv>) => {
    json ??= JSON.stringify(
      completeDocument(
        app.getOpenAPI31Document({
          openapi: "3.1.0",
          info: { ...info, description: "" },
          // Relative: the paths start with /apis at the origin that serves this document.
          servers: [{ url: "/", description: "The origin that serves this document" }],
        }),
      ),
    );
    return c.body(json, 200, { "Content-Type": "application/json; charset=utf-8" });
  };
}
