import { z } from "@hono/zod-openapi";
import { expectStatus, type TestContext } from "./harness.ts";

/** A JSON Schema in the document, as far as the tests read one. */
const JsonSchema = z.looseObject({
  $ref: z.string().optional(),
  type: z.union([z.string(), z.array(z.string())]).optional(),
  get properties() {
    return z.record(z.string(), JsonSchema).optional();
  },
  get items() {
    return JsonSchema.optional();
  },
  get anyOf() {
    return z.array(JsonSchema).optional();
  },
  get oneOf() {
    return z.array(JsonSchema).optional();
  },
  get allOf() {
    return z.array(JsonSchema).optional();
  },
  enum: z.array(z.unknown()).optional(),
  example: z.unknown().optional(),
  default: z.unknown().optional(),
  minimum: z.number().optional(),
  maxLength: z.number().optional(),
  pattern: z.string().optional(),
  format: z.string().optional(),
  description: z.string().optional(),
});
export type DocumentSchema = z.infer<typeof JsonSchema>;

const Content = z.record(z.string(), z.looseObject({ schema: JsonSchema.optional() }));

const Operation = z.looseObject({
  parameters: z
    .array(z.looseObject({ name: z.string(), in: z.string(), schema: JsonSchema.optional() }))
    .optional(),
  requestBody: z.looseObject({ content: Content.optional() }).optional(),
  responses: z.record(z.string(), z.looseObject({ description: z.string(), content: Content.optional() })),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
export type DocumentOperation = z.infer<typeof Operation>;

const OpenApiDocument = z.looseObject({
  info: z.looseObject({ description: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.looseObject({ schemas: z.record(z.string(), JsonSchema) }),
});

/**
 * The served OpenAPI document (GET /apis/openapi.json), read as JSON and checked to be shaped
 * as the tests read it (paths, operations, schemas).
 * @example const { paths } = await readOpenApi(t); paths["/apis/customers/wallet"]?.get?.responses;
 */
export async function readOpenApi(t: TestContext) {
  const res = expectStatus(await t.call("GET", "/apis/openapi.json"), 200);
  return OpenApiDocument.parse(res.body);
}
