import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("gives the embedded defaults on an empty environment", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENTS_MODE).toBe("sandbox");
    expect(env.MMK_RATE).toBe(2100);
  });

  it("rejects a port that is not a number with one line naming it", () => {
    expect(() => loadEnv({ PORT: "abc" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "abc" })).toThrow(/^Invalid environment: PORT="abc": .*whole number/);
  });

  it("rejects a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres/);
  });

  it("rejects a short JWT secret and an unknown payments mode", () => {
    expect(() => loadEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET.*32/);
    expect(() => loadEnv({ PAYMENTS_MODE: "free" })).toThrow(/PAYMENTS_MODE/);
  });

  it("treats an empty value as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });
});
