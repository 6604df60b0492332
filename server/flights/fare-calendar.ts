import { DATE_LEVELS } from "./datasets/fares.ts";

type Weekday = keyof typeof DATE_LEVELS.weekdays;

/**
 * True when `date`'s month and day (`MM-DD`) fall in a season running `from` to `to`, both
 * included; a season whose `to` comes before its `from` runs over the new year.
 */
function inSeason(monthDay: string, from: string, to: string): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/**
 * The season level of a departure date: the dearest season it falls in, 100 outside every one.
 * @example seasonLevel("2027-04-14") // 135 (Thingyan)
 */
export function seasonLevel(date: string): number {
  const monthDay = date.slice(5, 10);
  const levels = DATE_LEVELS.seasons.filter((s) => inSeason(monthDay, s.from, s.to)).map((s) => s.level);
  return Math.max(100, ...levels);
}

/**
 * The weekday level of a departure date.
 * @example weekdayLevel("2027-01-15") // 110 (a Friday)
 */
export function weekdayLevel(date: string): number {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) as Weekday;
  return DATE_LEVELS.weekdays[weekday];
}

/**
 * What a flight departing on `date` costs, in percent of its plain fare: weekday times season.
 * @example dateLevel("2027-01-11") // 100 (a Monday outside every season)
 */
export function dateLevel(date: string): number {
  return (weekdayLevel(date) * seasonLevel(date)) / 100;
}
