import { describe, expect, it } from "vitest";
import { setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";

const t = setUpTestContext();

describe("/apis/openapi.json", () => {
  it("documents every accounts, reference, wallet and form route with each status it answers", async () => {
    const { paths } = await readOpenApi(t);
    const expected: Record<string, string[]> = {
      "post /apis/users/register": ["201", "400", "409", "413", "415", "429"],
      "post /apis/auth/login": ["200", "400", "401", "415", "429"],
      "get /apis/users/current-user/{userId}": ["200", "400", "401", "403"],
      "post /apis/auth/logout": ["200", "401"],
      "patch /apis/users/{userId}": ["200", "400", "401", "403", "415"],
      "post /apis/users/{userId}/password": ["200", "400", "401", "403", "415", "429"],
      "post /apis/auth/forgot-password": ["200", "400", "415", "429"],
      "post /apis/auth/reset-password": ["200", "400", "415", "429"],
      "get /apis/currency/": ["200"],
      "post /apis/customers/check-payment": ["200", "400", "401", "403", "404", "409", "415"],
      "get /apis/customers/wallet": ["200", "401"],
      "post /apis/customers/wallet/topup": ["200", "400", "401", "409", "415", "503"],
      "post /apis/subscribe": ["201", "400", "415", "429"],
      "post /apis/contact": ["201", "400", "415", "429"],
    };
    const documented = Object.fromEntries(
      Object.keys(expected).map((operation) => {
        const [method = "", path = ""] = operation.split(" ");
        return [operation, Object.keys(paths[path]?.[method]?.responses ?? {})];
      }),
    );
    expect(documented).toEqual(expected);
    expect(paths["/apis/currency"]).toBeUndefined();
    expect(paths["/apis/customers/wallet"]?.get?.security).toEqual([{ bearer: [] }]);
  });
});
