import { describe, expect, it } from "vitest";
import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from "./tokens.ts";

const secret = "x".repeat(40);
const now = new Date("2026-11-21T10:00:00Z");

describe("session tokens", () => {
  it("carry the user, a token id and a two-hour expiry", () => {
    const { token, claims } = signToken("user-1", secret, now);
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS);
    expect(verifyToken(token, secret, now)).toEqual(claims);
  });

  it("are refused once expired", () => {
    const { token } = signToken("user-1", secret, now);
    const later = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    expect(verifyToken(token, secret, later)).toBeNull();
  });

  it("are refused when tampered with or signed with another secret", () => {
    const { token } = signToken("user-1", secret, now);
    const [h, p, s] = token.split(".") as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, "base64url").toString()), sub: "admin" }),
    );
    expect(verifyToken(`${h}.${forged.toString("base64url")}.${s}`, secret, now)).toBeNull();
    expect(verifyToken(token, "y".repeat(40), now)).toBeNull();
    expect(verifyToken("not-a-token", secret, now)).toBeNull();
  });

  it("refuses the 'none' algorithm", () => {
    const { token } = signToken("user-1", secret, now);
    const [, p] = token.split(".") as [string, string];
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(verifyToken(`${none}.${p}.`, secret, now)).toBeNull();
  });

  it("refuses a signature that is not canonical base64url: padding, another alphabet, spare bits set", () => {
    const { token } = signToken("user-1", secret, now);
    const [h, p, s] = token.split(".") as [string, string, string];
    // 32 bytes are 43 characters; the last carries 4 bits, so two other letters decode the same.
    const last = s.at(-1) ?? "A";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBits = alphabet[alphabet.indexOf(last) ^ 1] ?? "A";
    const standard = Buffer.from(s, "base64url").toString("base64").replace(/=+$/, "");
    for (const signature of [`${s}=`, `${s}==`, `${s.slice(0, -1)}${sameBits}`, ` ${s}`, `${s}.`]) {
      expect(verifyToken(`${h}.${p}.${signature}`, secret, now), signature).toBeNull();
    }
    if (standard !== s) expect(verifyToken(`${h}.${p}.${standard}`, secret, now)).toBeNull();
    expect(verifyToken(`${h}=.${p}.${s}`, secret, now)).toBeNull();
    expect(verifyToken(`${h}.${p}=.${s}`, secret, now)).toBeNull();
    expect(verifyToken(token, secret, now)).not.toBeNull();
  });
});
