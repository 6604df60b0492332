import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { searchDate } from "../domain/dates.ts";
import { MYANMAR_MONTH_HEADING, myanmarCalendarLocale } from "./myanmar-calendar.ts";

const day = new Date(2026, 11, 1);
const my = { locale: myanmarCalendarLocale };

describe("the calendar's Myanmar locale", () => {
  it("heads the month in Myanmar with the year in Myanmar digits", () => {
    expect(format(day, MYANMAR_MONTH_HEADING, my)).toBe("၂၀၂၆ ဒီဇင်ဘာ");
  });

  it("labels a day (react-datepicker's 'PPPP') as Burmese writes a full date", () => {
    expect(format(day, "PPPP", my)).toBe("၂၀၂၆ ဒီဇင်ဘာ ၁ အင်္ဂါ");
    const burmese = new Intl.DateTimeFormat("my", { dateStyle: "full", timeZone: "UTC" });
    expect(format(day, "PPPP", my)).toBe(burmese.format(new Date(Date.UTC(2026, 11, 1))));
  });

  it("names the weekdays in the weekday row", () => {
    expect(format(day, "EEEEEE", my)).toBe("ဂါ");
    expect(format(day, "EEEE", my)).toBe("အင်္ဂါ");
  });
});

describe("the passport expiry field's Myanmar date", () => {
  it("reads as the search panel writes dates", () => {
    expect(format(new Date(2030, 2, 2), "yo MMMM do", { locale: myanmarCalendarLocale })).toBe(
      searchDate("2030-03-02", "my"),
    );
  });
});
