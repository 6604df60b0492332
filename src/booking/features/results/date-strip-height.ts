import type { Locale } from "../../../i18n/locales.ts";

/**
 * The date strip's height: Myanmar's day takes two lines (month and day, then weekday) above the
 * fare. The strip holds it before its days arrive (and on the page as built), so nothing below
 * moves when they do. Fixed, not a minimum: a day that grew
 * (Myanmar text before its font has come) moved the whole list below it. Under 390 px the days'
 * text is smaller (DateStrip), so a day fits at 320 px.
 */
export const stripHeight = (locale: Locale) =>
  locale === "my" ? "h-[4.5rem] max-[15rem]:h-[6.5rem]" : "h-16 max-[15rem]:h-[6rem]";

/**
 * The screen width (rem, so it grows with the text) at or under which the strip shows 2 days, not
 * 3: a phone with its text at 200 % (390 px is 12rem). Its days are taller there, room for a fare
 * on two lines ("$152.00" and "USD"). The class above repeats it, as Tailwind needs it written out.
 */
export const STRIP_NARROW = "15rem";
