import { describe, expect, it } from "vitest";
import { isAgentBookingsPage, pageWindow } from "./agent-bookings.ts";

describe("pageWindow", () => {
  it("shows at most five pages around the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("keeps a page outside the list within it, and shows none for no pages", () => {
    expect(pageWindow(99, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(0, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("isAgentBookingsPage", () => {
  const row = {
    id: "FB1",
    status: "PAID",
    changed: false,
    scheduleChanged: false,
    customer: "Thiri Aung",
    travellers: ["Thiri Aung"],
    legs: [{ origin: "RGN", destination: "MDL" }],
    departureDate: "2026-12-03",
    createdAt: "2026-11-29T10:00:00.000Z",
    net: "100.00",
    markup: "10.00",
    selling: "110.00",
  };
  it("reads a page and refuses one missing a field", () => {
    expect(isAgentBookingsPage({ bookings: [row], total: 1, page: 1, pageSize: 20, pages: 1 })).toBe(true);
    expect(
      isAgentBookingsPage({
        bookings: [{ ...row, status: "LOST" }],
        total: 1,
        page: 1,
        pageSize: 20,
        pages: 1,
      }),
    ).toBe(false);
    expect(isAgentBookingsPage({ bookings: [], total: 0, page: 1, pageSize: 20 })).toBe(false);
  });
});
