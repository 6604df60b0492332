import { describe, expect, it } from "vitest";
import {
  appPages,
  clientRouteFallbacks,
  intactEscapes,
  localePath,
  localePaths,
  paths,
  pathTo,
  safeReturnPath,
} from "./routes.ts";

describe("the route map", () => {
  it("builds paths with encoded parameters and a query", () => {
    expect(pathTo("bookingDetail", { id: "FB 1/2" })).toBe("/booking-detail/FB%201%2F2");
    expect(pathTo("login", {}, { next: "/ticket" })).toBe("/login?next=%2Fticket");
    expect(pathTo("flights")).toBe("/flights");
    // A chosen outbound and a list of airlines stay readable, and read back as they were written.
    const search = { outbound: "Y-citizen~UB101,UB102@2026-12-01", airline: "K7,UB", note: "%7E @" };
    const path = pathTo("flights", {}, search);
    expect(path).toBe("/flights?outbound=Y-citizen~UB101,UB102@2026-12-01&airline=K7,UB&note=%257E+@");
    expect(Object.fromEntries(new URL(path, "https://example.mm").searchParams)).toEqual(search);
  });

  it("writes every route in each language, Myanmar under /my", () => {
    expect(localePath("my", "bookingDetail", { id: "FB12" })).toBe("/my/booking-detail/FB12");
    expect(localePath("my", "login", {}, { next: "/my/ticket" })).toBe("/my/login?next=%2Fmy%2Fticket");
    expect(localePath("en", "flights")).toBe("/flights");
    expect(localePaths("my").paymentCard).toBe("/my/payment/creaditcard");
  });

  it("has one built page per route, the parameter route under its prefix", () => {
    const pages = appPages().map((entry) => entry.page);
    expect(pages).toContain("payment/creaditcard");
    expect(pages).toContain("booking-detail");
    expect(new Set(pages).size).toBe(Object.keys(paths).length);
  });

  it("tells the server which client paths fall back to which page, in both languages", () => {
    const fallbacks = clientRouteFallbacks();
    const pageFor = (path: string) => fallbacks.find(([pattern]) => pattern.test(path))?.[1];
    expect(pageFor("/booking-detail/FB123")).toBe("/booking-detail/index.html");
    expect(pageFor("/booking-detail/FB123/")).toBe("/booking-detail/index.html");
    expect(pageFor("/my/booking-detail/FB123")).toBe("/my/booking-detail/index.html");
    expect(pageFor("/booking-detail/FB123/x")).toBeUndefined();
    expect(pageFor("/my/booking-detail/")).toBeUndefined();
  });
});

describe("safeReturnPath", () => {
  it("returns to a page of this site, in either language, with its query", () => {
    expect(safeReturnPath("/bookinghistory")).toBe("/bookinghistory");
    expect(safeReturnPath("/ticket?x=1#contact")).toBe("/ticket?x=1#contact");
    expect(safeReturnPath("/my/profile")).toBe("/my/profile");
    expect(safeReturnPath("/my/booking-detail/FB12")).toBe("/my/booking-detail/FB12");
    expect(safeReturnPath("/my/")).toBe("/my/");
    expect(safeReturnPath("/about")).toBe("/about");
  });

  it.each([
    ["a tab after the slash", "/\t/evil.example"],
    ["a new line after the slash", "/\n/evil.example"],
    ["a carriage return after the slash", "/\r/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["two slashes", "//evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["a scheme", "https://evil.example/"],
    ["a javascript: address", "javascript:alert(1)"],
    ["a scheme after a slash", "/https://evil.example"],
    ["an encoded slash", "/%2F%2Fevil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["an unknown path", "/admin"],
    ["nothing", null],
  ])("refuses %s", (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("intactEscapes", () => {
  it("escapes the % of a segment that cannot be decoded, and leaves good ones alone", () => {
    expect(intactEscapes("/booking-detail/%E0%A4%A")).toBe("/booking-detail/%25E0%25A4%25A");
    expect(decodeURIComponent(intactEscapes("/booking-detail/%E0%A4%A"))).toBe("/booking-detail/%E0%A4%A");
    expect(intactEscapes("/booking-detail/FB%20X")).toBe("/booking-detail/FB%20X");
    expect(intactEscapes("/flights")).toBe("/flights");
  });
});
