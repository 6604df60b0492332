/**
 * Calendar dates (`YYYY-MM-DD`) and airport-local date-times (`YYYY-MM-DDTHH:mm:ss`, no offset),
 * as the contract writes them. Arithmetic happens on UTC milliseconds so no host time zone leaks in.
 */

import { toLatinDigits, toMyanmarDigits } from "./myanmar-digits.ts";

const DAY_MS = 86_400_000;

/**
 * True for a real calendar date written `YYYY-MM-DD`.
 * @example isIsoDate("2026-02-29") // false
 */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/**
 * Adds whole days to a calendar date.
 * @example addDays("2026-12-31", 1) // "2027-01-01"
 */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Adds whole months to a calendar date; a day the month lacks becomes the month's last day.
 * @example addMonths("2026-08-31", 6) // "2027-02-28"
 */
export function addMonths(date: string, months: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 * @example daysBetween("2026-12-01", "2026-12-08") // 7
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The calendar date at a place `utcOffsetMinutes` from UTC (Myanmar is +390).
 * @example localDate(new Date("2026-12-01T20:00:00Z"), 390) // "2026-12-02"
 */
export function localDate(now: Date, utcOffsetMinutes: number): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * Writes an instant as a local date-time without offset, as offers carry times.
 * @example toLocalDateTime(Date.UTC(2026, 11, 1, 2, 0), 390) // "2026-12-01T08:30:00"
 */
export function toLocalDateTime(utcMs: number, utcOffsetMinutes: number): string {
  return new Date(utcMs + utcOffsetMinutes * 60_000).toISOString().slice(0, 19);
}

/**
 * Reads a local date-time at a place `utcOffsetMinutes` from UTC back into an instant.
 * @returns NaN when the text is not a date-time.
 */
export function fromLocalDateTime(local: string, utcOffsetMinutes: number): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return Number.NaN;
  return Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`) - utcOffsetMinutes * 60_000;
}

/**
 * Reads a date of birth the way the passenger form does: day/month/year, a two-digit year
 * taken as 20xx (spec section 5). ISO `YYYY-MM-DD`, the payload's form, is accepted too.
 * @example parseDayMonthYear("05/03/19") // "2019-03-05"
 * @returns the ISO date, or null when the text is not a real date.
 */
export function parseDayMonthYear(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Completed years between a birth date and a day (both ISO).
 * @example ageOn("2015-06-10", "2026-06-09") // 10
 */
export function ageOn(birthDate: string, onDate: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split("-").map(Number);
  const [y = 0, m = 0, d = 0] = onDate.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Month names in Myanmar (Burmese), January first: the search field's and the calendar's. */
export const MYANMAR_MONTHS: readonly string[] = [
  "ဇန်နဝါရီ",
  "ဖေဖော်ဝါရီ",
  "မတ်",
  "ဧပြီ",
  "မေ",
  "ဇွန်",
  "ဇူလိုင်",
  "ဩဂုတ်",
  "စက်တင်ဘာ",
  "အောက်တိုဘာ",
  "နိုဝင်ဘာ",
  "ဒီဇင်ဘာ",
];

function parts(dateOrDateTime: string) {
  const [year = "", month = "", day = ""] = dateOrDateTime.slice(0, 10).split("-");
  const index = Number(month) - 1;
  return { year, month: MONTHS[index] ?? "", monthMy: MYANMAR_MONTHS[index] ?? "", day: String(Number(day)) };
}

/**
 * The time of a local date-time as the spec shows times: HH:mm, 24-hour; in Myanmar with
 * Myanmar digits, as the Myanmar texts write times ("၀၆:၀၀ - ၁၁:၅၉") and durations.
 * @example timeOf("2026-12-01T08:30:00") // "08:30"
 * @example timeOf("2026-12-01T08:30:00", "my") // "၀၈:၃၀"
 */
export function timeOf(localDateTime: string, locale: "en" | "my" = "en"): string {
  const time = localDateTime.slice(11, 16);
  return locale === "my" ? toMyanmarDigits(time) : time;
}

/**
 * A date as flight details show it: in English the spec's 'D MMM YYYY'; in Myanmar the form
 * the search field uses (year, month, day in Myanmar digits, `searchDate`), with a no-break
 * space holding the day to its month, so a narrow column breaks after the year, not before a
 * lone day number.
 * @example detailDate("2026-12-01T08:30:00") // "1 Dec 2026"
 * @example detailDate("2026-12-01T08:30:00", "my") // "၂၀၂၆ ဒီဇင်ဘာ ၁" (no-break space before ၁)
 */
export function detailDate(dateOrDateTime: string, locale: "en" | "my" = "en"): string {
  const { year, month, monthMy, day } = parts(dateOrDateTime);
  if (locale === "my") return toMyanmarDigits(`${year} ${monthMy}\u00a0${day}`);
  return `${day} ${month.slice(0, 3)} ${year}`;
}

/**
 * A date as the search form shows it: in English the spec's 'MMMM d, yyyy'; in Myanmar the
 * same date as Burmese writes it (CLDR's year, month, day order, Myanmar digits).
 * @example searchDate("2026-12-01") // "December 1, 2026"
 * @example searchDate("2026-12-01", "my") // "၂၀၂၆ ဒီဇင်ဘာ ၁"
 */
export function searchDate(date: string, locale: "en" | "my" = "en"): string {
  const { year, month, monthMy, day } = parts(date);
  return locale === "my" ? toMyanmarDigits(`${year} ${monthMy} ${day}`) : `${month} ${day}, ${year}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Weekday names in Myanmar (Burmese, CLDR; its short names are the same), Sunday first. */
export const MYANMAR_WEEKDAYS: readonly string[] = [
  "တနင်္ဂနွေ",
  "တနင်္လာ",
  "အင်္ဂါ",
  "ဗုဒ္ဓဟူး",
  "ကြာသပတေး",
  "သောကြာ",
  "စနေ",
];

/** Short weekday names in Myanmar, Sunday first: a calendar's column headings. */
export const MYANMAR_SHORT_WEEKDAYS: readonly string[] = ["နွေ", "လာ", "ဂါ", "ဟူး", "တေး", "ကြာ", "နေ"];

/** Weekday names in English, Sunday first. */
export const WEEKDAY_NAMES: readonly string[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** A day of the results' date strip, in two parts a narrow slide can put on two lines. */
export interface StripDay {
  weekday: string;
  /** The day of the month with its month. */
  day: string;
}

/**
 * A day as the results' date strip shows it. English as en-GB writes a short weekday, day and
 * month ('Tue 1 Dec', September 'Sept'); Myanmar with Burmese weekday and month names and
 * Myanmar digits, month before day as CLDR's Burmese writes them.
 * @example stripDay("2026-12-01") // { weekday: "Tue", day: "1 Dec" }
 * @example stripDay("2026-12-01", "my") // { weekday: "အင်္ဂါ", day: "ဒီဇင်ဘာ ၁" }
 */
export function stripDay(date: string, locale: "en" | "my" = "en"): StripDay {
  const { month, monthMy, day } = parts(date);
  const weekday = new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
  if (locale === "my") {
    return { weekday: MYANMAR_WEEKDAYS[weekday] ?? "", day: toMyanmarDigits(`${monthMy} ${day}`) };
  }
  const short = month === "September" ? "Sept" : month.slice(0, 3);
  return { weekday: WEEKDAYS[weekday] ?? "", day: `${day} ${short}` };
}

/**
 * The month names of a language, January first.
 * @example monthNames("en")[2] // "March"
 */
export function monthNames(locale: "en" | "my"): readonly string[] {
  return locale === "my" ? MYANMAR_MONTHS : MONTHS;
}

/** The month (1-12) a typed word names: an English name or its first three letters, or a Myanmar name. */
function monthOf(word: string): number {
  const lower = word.toLowerCase();
  const english = MONTHS.findIndex((m) => m.toLowerCase() === lower || m.slice(0, 3).toLowerCase() === lower);
  return (english >= 0 ? english : MYANMAR_MONTHS.indexOf(word)) + 1;
}

/**
 * A date typed as the pickers show it, as YYYY-MM-DD, or null for anything else, a day the month
 * does not have ("February 30, 2030") included: it is never moved to another day. It reads the
 * English 'MMMM d, yyyy' ("March 2, 2030", any case, the comma optional) and the Myanmar
 * year-month-day ("၂၀၃၀ မတ် ၂", Myanmar or Latin digits): a day, a month's name and a four-digit
 * year in any order, as the name and the year tell them apart; and YYYY-MM-DD.
 * @example typedDate("march 2, 2030") // "2030-03-02"
 * @example typedDate("၂၀၃၀ မတ် ၂") // "2030-03-02"
 */
export function typedDate(text: string): string | null {
  const clean = toLatinDigits(text).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(clean)) return isIsoDate(clean) && clean >= "1900" ? clean : null;
  const words = clean.replace(/,/g, " ").split(/\s+/);
  const year = words.filter((w) => /^\d{4}$/.test(w));
  const day = words.filter((w) => /^\d{1,2}$/.test(w));
  const month = words.filter((w) => !/^\d+$/.test(w)).map(monthOf);
  if (words.length !== 3 || year.length !== 1 || day.length !== 1 || month.length !== 1) return null;
  const [y = "", d = "", m = 0] = [year[0], day[0], month[0]];
  const iso = `${y}-${String(m).padStart(2, "0")}-${d.padStart(2, "0")}`;
  return m > 0 && Number(y) >= 1900 && isIsoDate(iso) ? iso : null;
}
