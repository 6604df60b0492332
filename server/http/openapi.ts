import { z } from "@hono/zod-openapi";
import { ERROR_CODES } from "../../src/domain/error-codes.ts";

/** The contract's error body, as the one `onError` in server/app.ts writes it. */
export const ErrorSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    error: z.object({
      code: z.enum(ERROR_CODES).openapi({
        example: "VALIDATION_FAILED",
        description: "Every code the API answers; each call's error statuses name the ones it can give.",
      }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

/**
 * A JSON response entry for `createRoute({ responses })`.
 * @example responses: { 200: json(UserSchema, "The user") }
 */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/**
 * A JSON request body entry: required, so a missing or non-JSON body is a 400 rather than `{}`.
 * @example request: { body: jsonBody(LoginSchema) }
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}

/**
 * Documents error statuses with the contract's error body.
 * @example responses: { 200: json(Ok, "Done"), ...errors({ 401: "No or bad token" }) }
 */
export function errors<S extends number>(descriptions: Record<S, string>) {
  const out = {} as Record<S, ReturnType<typeof json<typeof ErrorSchema>>>;
  for (const [status, description] of Object.entries(descriptions) as Array<[string, string]>) {
    out[Number(status) as S] = json(ErrorSchema, description);
  }
  return out;
}

/** Documents `Authorization: Bearer <jwt>` on a route. */
export const bearer = [{ bearer: [] }];

/** `Idempotency-Key` (contract "General"): the same key again answers the first result. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(1, "Idempotency-Key must not be empty")
    .max(100, "Idempotency-Key must be at most 100 characters")
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description:
        "Any string up to 100 characters, kept per user for at least 24 hours: the same key again " +
        "answers the first result and moves no money and books nothing more; the same key with another body is a 409. " +
        "A request working on a key holds it for a 15-second lease (longer than the request's own time limit); " +
        "a retry while it runs waits for its answer, and a retry after its process died (a crash, a kill) takes " +
        "the key over once the lease is over and completes the work exactly once. A key is never stuck.",
      example: "5f0c2a7e-topup-1",
    }),
});
