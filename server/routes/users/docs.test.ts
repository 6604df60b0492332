import { describe, expect, it } from "vitest";
import { setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";

const t = setUpTestContext();

describe("/apis/openapi.json", () => {
  it("documents every accounts, reference, wallet and form route with each status it answers", async () => {
    const { paths } = await readOpenApi(t);
    const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {});
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
    expect(paths["/apis/currency"]).toBeUndefined();
    expect(paths["/apis/customers/wallet"]?.get?.security).toEqual([{ bearer: [] }]);
  });
});
