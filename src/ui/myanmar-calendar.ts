import type { FormatLongFnOptions, Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { MYANMAR_MONTHS, MYANMAR_SHORT_WEEKDAYS, MYANMAR_WEEKDAYS } from "../domain/dates.ts";
import { toMyanmarDigits } from "../domain/myanmar-digits.ts";

/** The calendar's month heading on /my/: "၂၀၂၆ ဒီဇင်ဘာ" (the year through the locale, so in Myanmar digits). */
export const MYANMAR_MONTH_HEADING = "yo LLLL";

/**
 * date-fns has no Burmese locale: this one is English with Myanmar month and weekday names, and
 * numbers written through `ordinalNumber` ("do", "yo") in Myanmar digits, enough for
 * react-datepicker's heading, weekday row and day labels on /my/. The full date (a day's label)
 * is CLDR's Burmese order: "၂၀၂၆ ဒီဇင်ဘာ ၁ အင်္ဂါ".
 */
export const myanmarCalendarLocale: Locale = {
  ...enUS,
  code: "my",
  localize: {
    ...enUS.localize,
    ordinalNumber: (n: unknown) => toMyanmarDigits(String(n)),
    month: (index: number) => MYANMAR_MONTHS[index] ?? "",
    day: (index: number, options?: { width?: string }) =>
      (options?.width === "short" || options?.width === "narrow" ? MYANMAR_SHORT_WEEKDAYS : MYANMAR_WEEKDAYS)[
        index
      ] ?? "",
  },
  formatLong: {
    ...enUS.formatLong,
    date: (options?: FormatLongFnOptions) =>
      options?.width === "full" ? "yo MMMM do EEEE" : enUS.formatLong.date(options ?? {}),
  },
};
