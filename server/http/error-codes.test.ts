import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/error-codes.ts";
import { TEST_NOW } from "../flights/testing.ts";
import { setUpTestContext } from "../testing/harness.ts";
import { type DocumentOperation, readOpenApi } from "../testing/openapi-document.ts";

// The codes the served OpenAPI names for its error answers (`CODE` in a response's description)
// are the ones src/domain/error-codes.ts lists, which ApiError takes and the app has texts for
// (ADR 0090): a code documented but not listed would reach a traveller with no text.
const t = setUpTestContext({ now: () => TEST_NOW });
let operations: DocumentOperation[] = [];
beforeAll(async () => {
  const doc = await readOpenApi(t);
  operations = Object.values(doc.paths).flatMap((path) => Object.values(path));
});

/** The `UPPER_CASE` words of the descriptions of an operation's 4xx and 5xx answers. */
const documentedCodes = (operation: DocumentOperation) =>
  Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([, response]) => [...response.description.matchAll(/`([A-Z][A-Z_]{3,})`/g)].map((m) => m[1]));

describe("the error codes the OpenAPI documents", () => {
  it("are all in the list the app has texts for", () => {
    const documented = new Set(operations.flatMap(documentedCodes));
    // Read from the document, not assumed: these are documented calls the app makes.
    expect(documented).toContain("DUPLICATE_REFERENCE");
    expect(documented).toContain("MARKUP_TOO_HIGH");
    const unlisted = [...documented].filter(
      (code) => !(ERROR_CODES as readonly string[]).includes(code as string),
    );
    expect(unlisted).toEqual([]);
  });
});
