import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/harness.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("/apis/openapi.json", () => {
  it("documents every accounts, reference, wallet and form route with each status it answers", async () => {
    const { body } = await t.call("GET", "/apis/openapi.json");
    const statuses = (path: string, method: string) =>
      Object.keys(body.paths[path]?.[method]?.responses ?? {});
    expect(statuses("/apis/users/register", "post")).toEqual(["201", "400", "409", "413", "415", "429"]);
    expect(statuses("/apis/auth/login", "post")).toEqual(["200", "400", "401", "415", "429"]);
    expect(statuses("/apis/users/current-user/{userId}", "get")).toEqual(["200", "400", "401", "403"]);
    expect(statuses("/apis/auth/logout", "post")).toEqual(["200", "401"]);
    expect(statuses("/apis/users/{userId}", "patch")).toEqual(["200", "400", "401", "403", "415"]);
    expect(statuses("/apis/users/{userId}/password", "post")).toEqual([
      "200",
      "400",
      "401",
      "403",
      "415",
      "429",
    ]);
    expect(statuses("/apis/auth/forgot-password", "post")).toEqual(["200", "400", "415", "429"]);
    expect(statuses("/apis/auth/reset-password", "post")).toEqual(["200", "400", "415", "429"]);
    expect(statuses("/apis/currency/", "get")).toEqual(["200"]);
    expect(statuses("/apis/customers/check-payment", "post")).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "415",
    ]);
    expect(statuses("/apis/customers/wallet", "get")).toEqual(["200", "401"]);
    expect(statuses("/apis/customers/wallet/topup", "post")).toEqual([
      "200",
      "400",
      "401",
      "409",
      "415",
      "503",
    ]);
    expect(statuses("/apis/subscribe", "post")).toEqual(["201", "400", "415", "429"]);
    expect(statuses("/apis/contact", "post")).toEqual(["201", "400", "415", "429"]);
    expect(body.paths["/apis/currency"]).toBeUndefined();
    expect(body.paths["/apis/customers/wallet"].get.security).toEqual([{ bearer: [] }]);
  });
});
