import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { endsSession } from "./notify-error.ts";

describe("endsSession", () => {
  it("is true for a 401 answered to a signed-in call", () => {
    expect(endsSession(new ApiError("http", "Unauthorized", { status: 401, code: "UNAUTHORIZED" }))).toBe(
      true,
    );
  });

  it("is false for a wrong current password, other statuses and network failures", () => {
    expect(endsSession(new ApiError("http", "Wrong", { status: 401, code: "WRONG_PASSWORD" }))).toBe(false);
    expect(endsSession(new ApiError("http", "Forbidden", { status: 403 }))).toBe(false);
    expect(endsSession(new ApiError("network", "offline"))).toBe(false);
    expect(endsSession(new Error("x"))).toBe(false);
  });
});
