import { describe, expect, it } from "vitest";
import { ApiError, timeoutError } from "./api-error.ts";
import { attemptEnded } from "./idempotency-key.ts";

const answered = (status: number, code: string) => new ApiError("http", "refused", { status, code });

describe("attemptEnded", () => {
  it("ends an attempt the server refused for good", () => {
    expect(attemptEnded(answered(400, "PAYMENT_DECLINED"))).toBe(true);
    expect(attemptEnded(answered(400, "VALIDATION_FAILED"))).toBe(true);
    expect(attemptEnded(answered(409, "BOOKING_CANCELLED"))).toBe(true);
  });

  it("keeps the key when the charge may have gone through or is still going", () => {
    expect(attemptEnded(answered(503, "TOP_UP_PENDING"))).toBe(false);
    expect(attemptEnded(answered(500, "INTERNAL"))).toBe(false);
    expect(attemptEnded(answered(409, "CONFLICT"))).toBe(false);
    expect(attemptEnded(answered(429, "RATE_LIMITED"))).toBe(false);
    expect(attemptEnded(new ApiError("network", "offline"))).toBe(false);
    expect(attemptEnded(timeoutError())).toBe(false);
  });
});
