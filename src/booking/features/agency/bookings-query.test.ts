import { describe, expect, it } from "vitest";
import { bookingsSearch, readBookingsQuery } from "./bookings-query.ts";

describe("the bookings page's address", () => {
  it("reads what it can and leaves the rest out", () => {
    expect(
      readBookingsQuery({ q: " thiri ", page: "2", status: "paid", from: "2026-12-01", to: "x" }),
    ).toEqual({
      q: "thiri",
      page: 2,
      status: "paid",
      from: "2026-12-01",
    });
    expect(readBookingsQuery({ page: "0", status: "lost", q: "  " })).toEqual({});
    expect(readBookingsQuery({ page: "1.5" })).toEqual({});
  });

  it("writes a query back, the first page without its number", () => {
    expect(bookingsSearch({ q: "thiri", page: 1, status: "held" })).toEqual({ q: "thiri", status: "held" });
    expect(bookingsSearch({ page: 3 })).toEqual({ page: "3" });
    expect(readBookingsQuery(bookingsSearch({ q: "Min Thu", page: 4, to: "2026-12-31" }))).toEqual({
      q: "Min Thu",
      page: 4,
      to: "2026-12-31",
    });
  });
});
