import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  ageOn,
  daysBetween,
  detailDate,
  fromLocalDateTime,
  isIsoDate,
  localDate,
  parseDayMonthYear,
  searchDate,
  stripDay,
  timeOf,
  toLocalDateTime,
  typedDate,
} from "./dates.ts";

describe("calendar dates", () => {
  it("checks real dates", () => {
    expect(isIsoDate("2026-12-01")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isIsoDate(20261201)).toBe(false);
  });

  it("adds and counts days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-01", "2026-12-08")).toBe(7);
    expect(daysBetween("2026-12-08", "2026-12-01")).toBe(-7);
  });

  it("finds the local date and local times at a UTC offset", () => {
    const now = new Date("2026-12-01T20:00:00Z");
    expect(localDate(now, 390)).toBe("2026-12-02");
    expect(localDate(now, 0)).toBe("2026-12-01");
    const instant = Date.UTC(2026, 11, 1, 2, 0);
    expect(toLocalDateTime(instant, 390)).toBe("2026-12-01T08:30:00");
    expect(fromLocalDateTime("2026-12-01T08:30:00", 390)).toBe(instant);
    expect(fromLocalDateTime("2026-12-01T08:30", 390)).toBe(instant);
    expect(fromLocalDateTime("tomorrow", 390)).toBeNaN();
  });
});

describe("date of birth", () => {
  it("reads day/month/year with two-digit years as 20xx", () => {
    expect(parseDayMonthYear("05/03/19")).toBe("2019-03-05");
    expect(parseDayMonthYear("5/3/2019")).toBe("2019-03-05");
    expect(parseDayMonthYear("2019-03-05")).toBe("2019-03-05");
    expect(parseDayMonthYear("31/02/2019")).toBeNull();
    expect(parseDayMonthYear("soon")).toBeNull();
  });

  it("counts completed years", () => {
    expect(ageOn("2015-06-10", "2026-06-09")).toBe(10);
    expect(ageOn("2015-06-10", "2026-06-10")).toBe(11);
  });
});

describe("date formats of spec section 9", () => {
  it("writes times, detail dates and search dates", () => {
    expect(timeOf("2026-12-01T08:30:00")).toBe("08:30");
    expect(detailDate("2026-12-01T08:30:00")).toBe("1 Dec 2026");
    expect(detailDate("2027-09-15")).toBe("15 Sep 2027");
    expect(searchDate("2026-12-01")).toBe("December 1, 2026");
    expect(searchDate("2027-09-15", "en")).toBe("September 15, 2027");
  });

  it("writes search dates in Myanmar as Burmese does: year, month, day in Myanmar digits", () => {
    expect(searchDate("2026-12-01", "my")).toBe("၂၀၂၆ ဒီဇင်ဘာ ၁");
    expect(searchDate("2027-01-31", "my")).toBe("၂၀၂၇ ဇန်နဝါရီ ၃၁");
    expect(searchDate("2027-08-10", "my")).toBe("၂၀၂၇ ဩဂုတ် ၁၀");
  });

  it("agrees with the Burmese calendar data of the platform (CLDR)", () => {
    const burmese = new Intl.DateTimeFormat("my", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    for (const date of ["2026-12-01", "2027-03-09", "2027-10-25"])
      expect(searchDate(date, "my")).toBe(burmese.format(new Date(`${date}T00:00:00Z`)));
  });
});

describe("dates and times on Myanmar pages", () => {
  it("writes detail dates as the search field does (the day held to its month) and times in Myanmar digits", () => {
    expect(detailDate("2026-12-01T08:30:00", "my")).toBe("၂၀၂၆ ဒီဇင်ဘာ\u00a0၁");
    expect(detailDate("2027-09-15", "my")).toBe("၂၀၂၇ စက်တင်ဘာ\u00a0၁၅");
    for (const date of ["2026-12-01", "2027-03-09", "2027-10-25"])
      expect(detailDate(`${date}T10:00:00`, "my").replace("\u00a0", " ")).toBe(searchDate(date, "my"));
    expect(timeOf("2026-12-01T08:30:00", "my")).toBe("၀၈:၃၀");
    expect(timeOf("2026-12-01T23:59:00", "my")).toBe("၂၃:၅၉");
  });

  it("keeps English detail dates and times as the spec writes them", () => {
    expect(detailDate("2026-12-01T08:30:00", "en")).toBe("1 Dec 2026");
    expect(timeOf("2026-12-01T08:30:00", "en")).toBe("08:30");
  });
});

describe("the date strip's days", () => {
  const everyDay = Array.from({ length: 366 }, (_, i) => addDays("2027-01-01", i));

  it("reads in English as en-GB writes a short weekday, day and month, every day of a year", () => {
    expect(stripDay("2026-12-01")).toEqual({ weekday: "Tue", day: "1 Dec" });
    expect(stripDay("2027-09-09", "en")).toEqual({ weekday: "Thu", day: "9 Sept" });
    const enGb = new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    for (const date of everyDay) {
      const { weekday, day } = stripDay(date);
      expect(`${weekday} ${day}`).toBe(enGb.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("reads in Myanmar with Burmese weekday and month names and Myanmar digits", () => {
    expect(stripDay("2026-12-01", "my")).toEqual({ weekday: "အင်္ဂါ", day: "ဒီဇင်ဘာ ၁" });
    expect(stripDay("2026-12-06", "my")).toEqual({ weekday: "တနင်္ဂနွေ", day: "ဒီဇင်ဘာ ၆" });
    expect(stripDay("2027-09-30", "my")).toEqual({ weekday: "ကြာသပတေး", day: "စက်တင်ဘာ ၃၀" });
  });

  it("agrees with the Burmese calendar data of the platform (CLDR), every day of a year", () => {
    const weekday = new Intl.DateTimeFormat("my", { weekday: "long", timeZone: "UTC" });
    const monthDay = new Intl.DateTimeFormat("my", { month: "long", day: "numeric", timeZone: "UTC" });
    for (const date of everyDay) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect(stripDay(date, "my")).toEqual({
        weekday: weekday.format(instant),
        day: monthDay.format(instant),
      });
    }
  });
});

describe("typedDate", () => {
  it("reads a date typed as the pickers show it, in any case, the comma optional", () => {
    expect(typedDate("March 2, 2030")).toBe("2030-03-02");
    expect(typedDate(" march 2 2030 ")).toBe("2030-03-02");
    expect(typedDate("January 1, 2020")).toBe("2020-01-01");
  });

  it("refuses a day the month does not have instead of moving it, and unfinished text", () => {
    expect(typedDate("February 30, 2030")).toBeNull();
    expect(typedDate("February 29, 2030")).toBeNull();
    expect(typedDate("January 1, 203")).toBeNull();
    expect(typedDate("Janu 1, 2030")).toBeNull();
    expect(typedDate("၂၀၃၀ ဖေဖော်ဝါရီ ၃၀")).toBeNull();
    expect(typedDate("၂၀၃၀ မတ်")).toBeNull();
    expect(typedDate("2/3/2030")).toBeNull();
    expect(typedDate("March 2, 1899")).toBeNull();
  });

  it("reads a date typed on a Myanmar page as its picker shows it, in Myanmar or Latin digits", () => {
    expect(typedDate("၂၀၃၀ မတ် ၂")).toBe("2030-03-02");
    expect(typedDate(searchDate("2031-12-25", "my"))).toBe("2031-12-25");
    expect(typedDate(detailDate("2031-08-09", "my"))).toBe("2031-08-09");
    expect(typedDate("2030 မတ် 2")).toBe("2030-03-02");
  });

  it("reads the day before the month, short English month names and YYYY-MM-DD too", () => {
    expect(typedDate("2 March 2030")).toBe("2030-03-02");
    expect(typedDate("2 mar 2030")).toBe("2030-03-02");
    expect(typedDate("2030-01-01")).toBe("2030-01-01");
    expect(typedDate("၂၀၃၀-၀၁-၀၁")).toBe("2030-01-01");
  });
});

describe("addMonths", () => {
  it("adds months, keeping the day or taking the month's last", () => {
    expect(addMonths("2026-12-01", 6)).toBe("2027-06-01");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
  });
});
