import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { explainFailure } from "./account-errors.ts";

const http = (status: number, data: unknown, code?: string, fields?: Record<string, string>) =>
  new ApiError("http", "ignored", { status, data, code, fields });

describe("explainFailure", () => {
  it("prefers the nested server message, then the returned one, then the fallback", () => {
    expect(
      explainFailure(http(400, { message: "outer", error: { message: "inner" } }), "registrationFailed"),
    ).toEqual({
      text: "inner",
    });
    expect(explainFailure(http(400, { message: "outer" }), "registrationFailed")).toEqual({ text: "outer" });
    expect(explainFailure(http(400, {}), "registrationFailed")).toEqual({ known: "registrationFailed" });
    expect(explainFailure(http(400, null), "loginFailed")).toEqual({ known: "loginFailed" });
  });

  it("names the failures it can say in both languages", () => {
    const taken = http(409, { message: "An account with this email already exists" }, "EMAIL_TAKEN");
    expect(explainFailure(taken, "registrationFailed")).toEqual({ known: "emailTaken" });
    expect(explainFailure(http(401, {}, "INVALID_CREDENTIALS"), "loginFailed")).toEqual({
      known: "invalidCredentials",
    });
    expect(explainFailure(http(429, {}, "RATE_LIMITED"), "loginFailed")).toEqual({ known: "tooMany" });
    expect(explainFailure(new ApiError("network", "offline"), "loginFailed")).toEqual({ known: "network" });
    expect(explainFailure(new ApiError("timeout", "slow"), "loginFailed")).toEqual({ known: "timeout" });
  });

  it("points at the field the server refused", () => {
    const phone = http(400, { message: "Invalid phoneNumber" }, "VALIDATION_FAILED", {
      phoneNumber: "Please enter a valid phone number",
    });
    expect(explainFailure(phone, "registrationFailed")).toEqual({
      text: "Please enter a valid phone number",
      field: "phoneNumber",
    });
  });

  it("says 'An unexpected error occurred' for anything else", () => {
    expect(explainFailure(new TypeError("boom"), "registrationFailed")).toEqual({ known: "unexpected" });
    expect(explainFailure(new ApiError("parse", "x"), "loginFailed")).toEqual({ known: "unexpected" });
    expect(explainFailure(http(500, { message: "Something went wrong" }), "loginFailed")).toEqual({
      known: "loginFailed",
    });
  });
});
