import { isIsoDate } from "./dates.ts";
import { toLatinDigits } from "./myanmar-digits.ts";

/** A date as three fields hold it: day and year as typed (Latin or Myanmar digits), month 1-12. */
export interface DateParts {
  day: string;
  /** "1" to "12", or "" before a month is chosen. */
  month: string;
  year: string;
}

const EMPTY: DateParts = { day: "", month: "", year: "" };

/**
 * The fields of a date the form holds: YYYY-MM-DD, or day/month/year as the spec reads a date
 * of birth (what `joinDateParts` keeps of an unfinished date).
 * @example datePartsOf("1990-01-15") // { day: "15", month: "1", year: "1990" }
 */
export function datePartsOf(value: string): DateParts {
  const text = toLatinDigits(value).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return { day: String(Number(iso[3])), month: String(Number(iso[2])), year: iso[1] ?? "" };
  const dmy = /^(\d{0,2})\/(\d{0,2})\/(\d{0,4})$/.exec(text);
  if (!dmy) return EMPTY;
  const month = Number(dmy[2]);
  return { day: dmy[1] ?? "", month: month >= 1 && month <= 12 ? String(month) : "", year: dmy[3] ?? "" };
}

/**
 * The value three date fields give: YYYY-MM-DD for a real date with a four-digit year, nothing
 * when all are empty, else day/month/year as typed (Myanmar digits as Latin), which the rules
 * then refuse with their message, as they would a date typed whole.
 * @example joinDateParts({ day: "၅", month: "3", year: "၁၉၉၀" }) // "1990-03-05"
 * @example joinDateParts({ day: "31", month: "2", year: "1990" }) // "31/2/1990"
 */
export function joinDateParts(parts: DateParts): string {
  const day = toLatinDigits(parts.day).trim();
  const year = toLatinDigits(parts.year).trim();
  const month = parts.month;
  if (!day && !month && !year) return "";
  if (/^\d{1,2}$/.test(day) && /^\d{4}$/.test(year) && month) {
    const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    if (isIsoDate(iso)) return iso;
  }
  return `${day}/${month}/${year}`;
}
