import { describe, expect, it } from "vitest";
import {
  appPages,
  clientRouteFallbacks,
  intactEscapes,
  paths,
  pathTo,
  routeParams,
  safeReturnPath,
} from "./paths.ts";

describe("the route map", () => {
  it("builds paths with encoded parameters and a query", () => {
    expect(pathTo("bookingDetail", { id: "FB 1/2" })).toBe("/booking-detail/FB%201%2F2");
    expect(pathTo("login", {}, { next: "/ticket" })).toBe("/login?next=%2Fticket");
    expect(pathTo("flights")).toBe("/flights");
  });

  it("has one built page per route, the parameter route under its prefix", () => {
    const pages = appPages().map((entry) => entry.page);
    expect(pages).toContain("payment/creaditcard");
    expect(pages).toContain("booking-detail");
    expect(new Set(pages).size).toBe(Object.keys(paths).length);
  });

  it("tells the server which client paths fall back to which page", () => {
    const [[pattern, page] = [/$^/, ""]] = clientRouteFallbacks();
    expect(page).toBe("/booking-detail/index.html");
    expect(pattern.test("/booking-detail/FB123")).toBe(true);
    expect(pattern.test("/booking-detail/FB123/")).toBe(true);
    expect(pattern.test("/booking-detail/FB123/x")).toBe(false);
  });

  it("returns only to paths of this site", () => {
    expect(safeReturnPath("/bookinghistory")).toBe("/bookinghistory");
    expect(safeReturnPath("https://evil.example/")).toBeNull();
    expect(safeReturnPath("//evil.example")).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe("routeParams", () => {
  it("reads a path's parameters, decoded, and nothing from another route's path", () => {
    expect(routeParams("bookingDetail", "/booking-detail/FB12")).toEqual({ id: "FB12" });
    expect(routeParams("bookingDetail", "/booking-detail/FB%2012/")).toEqual({ id: "FB 12" });
    expect(routeParams("bookingDetail", "/booking-detail/")).toBeNull();
    expect(routeParams("bookingDetail", "/booking-detail/%E0%A4%A")).toBeNull();
    expect(routeParams("profile", "/profile")).toEqual({});
    expect(routeParams("profile", "/wallet")).toBeNull();
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
