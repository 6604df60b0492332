import { describe, expect, it } from "vitest";
import { formatNrc, isValidNrc, NRC_STATES, NRC_TYPES, normalizeNrc, parseNrc, townshipsOf } from "./nrc.ts";

describe("NRC numbers", () => {
  it("reads the Latin and the Myanmar writing of one card alike", () => {
    const parts = { state: 12, township: "OUKAMA", type: "N", number: "123456" };
    expect(parseNrc("12/OUKAMA(N)123456")).toEqual(parts);
    expect(parseNrc("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆")).toEqual(parts);
    expect(parseNrc(" 12 / oukama ( n ) 123456 ")).toEqual(parts);
    expect(parseNrc("၁၂/ဥကမ(နိုင်)123456")).toEqual(parts);
  });

  it("accepts the spec's (C), (N) and (V) and the cards' other types", () => {
    for (const type of ["C", "N", "V", "E", "P", "T", "Y", "S", "AC", "NC"])
      expect(isValidNrc(`9/MAHAMA(${type})654321`), type).toBe(true);
    expect(isValidNrc("9/MAHAMA(X)654321")).toBe(false);
    expect(isValidNrc("၉/မဟမ(ဧည့်)၆၅၄၃၂၁")).toBe(true);
  });

  it("refuses a township of another state, an unknown state and a wrong digit count", () => {
    expect(isValidNrc("1/OUKAMA(N)123456")).toBe(false);
    expect(isValidNrc("15/OUKAMA(N)123456")).toBe(false);
    expect(isValidNrc("0/OUKAMA(N)123456")).toBe(false);
    expect(isValidNrc("12/OUKAMA(N)12345")).toBe(false);
    expect(isValidNrc("12/OUKAMA(N)1234567")).toBe(false);
    expect(isValidNrc("12/NOWHERE(N)123456")).toBe(false);
    expect(isValidNrc("")).toBe(false);
    expect(isValidNrc("any text")).toBe(false);
  });

  it("takes the digit zero typed for the letter wa in a Myanmar township code", () => {
    expect(parseNrc("၁/ဝမန(နိုင်)၁၁၁၁၁၁")?.township).toBe("WAMANA");
    expect(parseNrc("၁/၀မန(နိုင်)၁၁၁၁၁၁")?.township).toBe("WAMANA");
  });

  it("accepts the second source's Latin spellings of a listed township", () => {
    expect(parseNrc("9/OUTATHA(N)123456")?.township).toBe("OUTATHA");
    expect(townshipsOf(9).some((t) => t.code === "OUTATHA")).toBe(false);
  });

  it("offers 14 states, each with its townships, and the types", () => {
    expect(NRC_STATES).toHaveLength(14);
    for (const state of NRC_STATES) expect(townshipsOf(state).length).toBeGreaterThan(5);
    expect(townshipsOf(12)).toContainEqual({ code: "KAMAYA", my: "ကမရ" });
    expect(NRC_TYPES.map((t) => t.code)).toEqual(expect.arrayContaining(["C", "N", "V", "E", "P", "T"]));
  });

  it("writes either script and normalises without changing the script", () => {
    const parts = { state: 12, township: "OUKAMA", type: "N", number: "123456" };
    expect(formatNrc(parts)).toBe("12/OUKAMA(N)123456");
    expect(formatNrc(parts, "my")).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
    expect(normalizeNrc(" 12/oukama(n)123456")).toBe("12/OUKAMA(N)123456");
    expect(normalizeNrc("၁၂ / ဥကမ (နိုင်) ၁၂၃၄၅၆")).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
    expect(normalizeNrc("  not one ")).toBe("not one");
  });
});
