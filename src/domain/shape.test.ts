import { describe, expect, it } from "vitest";
import { checked, dataOf, isOk, listOf } from "./shape.ts";

const isCount = (value: unknown): value is number => typeof value === "number";

describe("listOf", () => {
  it("accepts an array whose every item passes, an empty one too; refuses anything else", () => {
    expect(listOf(isCount)([1, 2])).toBe(true);
    expect(listOf(isCount)([])).toBe(true);
    expect(listOf(isCount)([1, "2"])).toBe(false);
    expect(listOf(isCount)({ 0: 1 })).toBe(false);
  });
});

describe("dataOf", () => {
  it("reads an answer's data when it passes, and refuses a body without it", () => {
    expect(dataOf(isCount)({ success: true, data: 3 })).toBe(3);
    expect(dataOf(isCount)({ success: true, data: "3" })).toBeUndefined();
    expect(dataOf(isCount)({ success: true })).toBeUndefined();
    expect(dataOf(isCount)(null)).toBeUndefined();
    expect(dataOf(isCount)("<html>")).toBeUndefined();
  });
});

describe("checked", () => {
  it("passes on a value that passes the check, and refuses another", () => {
    expect(checked(isCount)(3)).toBe(3);
    expect(checked(isCount)("3")).toBeUndefined();
  });
});

describe("isOk", () => {
  it("accepts a confirmation as the API answers it and refuses another body", () => {
    expect(isOk({ success: true, message: "Logged out" })).toBe(true);
    expect(isOk({ success: true, message: "Thank you for subscribing!" })).toBe(true);
    expect(isOk({ success: false, message: "Bad input" })).toBe(false);
    expect(isOk({ success: true })).toBe(false);
    expect(isOk(null)).toBe(false);
  });
});
