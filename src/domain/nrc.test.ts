import { describe, expect, it } from "vitest";
import {
  composeNrc,
  formatNrc,
  isValidNrc,
  NRC_STATES,
  NRC_TYPES,
  normalizeNrc,
  parseNrc,
  readNrcDraft,
  townshipsOf,
} from "./nrc.ts";

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

describe("the NRC selectors' draft", () => {
  const blank = { state: "", township: "", type: "", number: "" };

  it("composes a complete number in the page's script and an unfinished one that the rule refuses", () => {
    const full = { state: "12", township: "OUKAMA", type: "N", number: "၁၂၃၄၅၆" };
    expect(composeNrc(full, "en")).toBe("12/OUKAMA(N)123456");
    expect(composeNrc(full, "my")).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
    expect(composeNrc({ ...blank, state: "12", number: "12" }, "en")).toBe("12/()12");
    expect(isValidNrc(composeNrc({ ...full, number: "12345" }, "my"))).toBe(false);
    expect(composeNrc(blank, "en")).toBe("");
  });

  it("reads back what was chosen and typed, finished or not, so the form shows it again", () => {
    for (const draft of [
      { ...blank, state: "12", number: "12" },
      { state: "12", township: "OUKAMA", type: "N", number: "12345" },
      { state: "12", township: "OUKAMA", type: "", number: "" },
      { state: "12", township: "OUKAMA", type: "N", number: "123456" },
    ])
      for (const script of ["en", "my"] as const)
        expect(readNrcDraft(composeNrc(draft, script))).toEqual(draft);
    expect(readNrcDraft("")).toEqual(blank);
  });

  it("drops parts that are not on the lists instead of showing them chosen", () => {
    expect(readNrcDraft("15/XYZ(Q)12")).toEqual({ ...blank, number: "12" });
    expect(readNrcDraft("12/NOPE(N)1")).toEqual({ state: "12", township: "", type: "N", number: "1" });
    expect(readNrcDraft("not an NRC")).toEqual(blank);
  });
});
