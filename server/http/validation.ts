import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../context.ts";
import { validationFailed } from "./errors.ts";

/** Turns zod issues into the contract's `error.fields` map (first problem per field). */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((k) => [...issue.path, k].join(".")).join(",")
        : issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A router whose validation failures become the contract's 400 with `error.fields`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields = fieldsFromZod(result.error);
        const first = Object.entries(fields)[0];
        throw validationFailed(first ? `Invalid ${first[0]}: ${first[1]}` : "Invalid request", fields);
      }
    },
  });
}
