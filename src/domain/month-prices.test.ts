import { describe, expect, it } from "vitest";
import { USD } from "./money.ts";
import {
  bookableMonths,
  cellPrice,
  cheapestDays,
  isMonth,
  monthDays,
  monthGrid,
  shiftMonth,
} from "./month-prices.ts";

describe("isMonth", () => {
  it("takes a real YYYY-MM only", () => {
    expect(isMonth("2026-12")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-1", "2026-12-01", "", 202612, null])
      expect(isMonth(bad)).toBe(false);
  });
});

describe("monthDays and shiftMonth", () => {
  it("lists every day of the month, leap years included", () => {
    expect(monthDays("2026-12")).toHaveLength(31);
    expect(monthDays("2027-02")).toHaveLength(28);
    expect(monthDays("2028-02").at(-1)).toBe("2028-02-29");
    expect(monthDays("2026-11")[0]).toBe("2026-11-01");
  });

  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 12)).toBe("2027-11");
  });
});

describe("monthGrid", () => {
  it("starts weeks on Sunday, as the search panel's calendar, with blanks around the month", () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthGrid("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[4]).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      null,
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toEqual(monthDays("2026-12"));
  });

  it("starts on Monday when asked, and fits a month that begins on the week's first day", () => {
    expect(monthGrid("2026-12", 1)[0]?.slice(0, 2)).toEqual([null, "2026-12-01"]);
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks.
    expect(monthGrid("2026-02")).toHaveLength(4);
    expect(monthGrid("2026-02")[0]?.[0]).toBe("2026-02-01");
    // August 2026 starts on a Saturday: six weeks.
    expect(monthGrid("2026-08")).toHaveLength(6);
  });
});

describe("bookableMonths", () => {
  it("runs from this month to the month of the last bookable day", () => {
    expect(bookableMonths("2026-11-29", 365)).toEqual({ first: "2026-11", last: "2027-11" });
    expect(bookableMonths("2026-01-01", 365)).toEqual({ first: "2026-01", last: "2027-01" });
  });
});

describe("cheapestDays", () => {
  const day = (date: string, price: string | null) => ({ date, price });

  it("marks the days in the lowest third of the month's span of prices", () => {
    const days = [
      day("a", "40.00"),
      day("b", "100.00"),
      day("c", "60.00"),
      day("d", "61.00"),
      day("e", null),
    ];
    expect([...cheapestDays(days)].sort()).toEqual(["a", "c"]);
  });

  it("compares amounts, not text", () => {
    expect([...cheapestDays([day("a", "1,200.00"), day("b", "99.50"), day("c", "900.00")])]).toEqual(["b"]);
  });

  it("marks nothing without prices, and every day when all cost the same", () => {
    expect(cheapestDays([day("a", null)]).size).toBe(0);
    expect(cheapestDays([]).size).toBe(0);
    expect([...cheapestDays([day("a", "50.00"), day("b", "50.00")])]).toEqual(["a", "b"]);
  });
});

describe("cellPrice", () => {
  it("rounds to whole dollars or kyat, in the page's digits", () => {
    expect(cellPrice("152.40", USD, "en")).toBe("$152");
    expect(cellPrice("1234.50", USD, "en")).toBe("$1,235");
    expect(cellPrice("152.40", USD, "my")).toBe("$၁၅၂");
    expect(cellPrice("152.40", { code: "MMK", exchangeRate: 2100 }, "en")).toBe("320,040");
    expect(cellPrice("152.40", { code: "MMK", exchangeRate: 2100 }, "my")).toBe("၃၂၀,၀၄၀");
  });
});
