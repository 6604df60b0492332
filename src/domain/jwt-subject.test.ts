import { describe, expect, it } from "vitest";
import { jwtSubject } from "./jwt-subject.ts";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (claims: unknown) => `${encode({ alg: "HS256" })}.${encode(claims)}.signature`;

describe("jwtSubject", () => {
  it("reads the subject of a JWT", () => {
    expect(jwtSubject(token({ sub: "0b8c6a1e-2f4d", exp: 1 }))).toBe("0b8c6a1e-2f4d");
  });

  it("reads base64url payloads that need padding or use - and _", () => {
    expect(jwtSubject(token({ sub: "မောင် ä" }))).toBe("မောင် ä");
    expect(jwtSubject(token({ sub: "???>>>" }))).toBe("???>>>");
  });

  it("answers null for anything else", () => {
    for (const bad of ["", "t", "a.b", "a.!!.c", token({ sub: 1 }), token({ sub: "" }), token(null)]) {
      expect(jwtSubject(bad), bad).toBeNull();
    }
  });
});
