/**
 * The timetable: each pair of lines is a flight and its return (number + 1), times local at the
 * departure airport, block time in minutes, days of week ISO (1 Monday ... 7 Sunday).
 * Arrivals are computed from the block time across time zones (see server/flights/schedule.ts).
 */
export const SCHEDULE_VERSION = "2026-11-29";

export interface FlightDefinition {
  carrierCode: string;
  number: string;
  from: string;
  to: string;
  /** Local departure time `HH:MM`. */
  departs: string;
  blockMinutes: number;
  aircraft: string;
  days: string;
  /**
   * On a flight of several legs (one number, one aircraft, stopping on its way): this leg's place
   * in it, 1 for the first. Absent on a flight of one leg.
   */
  leg?: number;
}

type Pair = [
  carrier: string,
  number: number,
  from: string,
  to: string,
  out: string,
  back: string,
  block: number,
  aircraft: string,
  days?: string,
];

const DAILY = "1234567";

const PAIRS: Pair[] = [
  // Domestic trunk routes
  ["UB", 101, "RGN", "MDL", "07:00", "10:00", 85, "320"],
  ["K7", 222, "RGN", "MDL", "08:15", "11:15", 85, "AT7"],
  ["7Y", 131, "RGN", "MDL", "15:30", "18:10", 90, "E90"],
  ["8M", 601, "RGN", "MDL", "17:45", "06:30", 80, "738", "1357"],
  ["UB", 201, "RGN", "NYU", "06:30", "09:30", 80, "AT7"],
  ["K7", 242, "RGN", "NYU", "13:00", "16:00", 80, "AT7"],
  ["UB", 301, "RGN", "HEH", "07:15", "10:00", 75, "AT7"],
  ["K7", 262, "RGN", "HEH", "11:30", "14:00", 75, "AT7"],
  ["7Y", 151, "MDL", "NYU", "09:00", "11:00", 35, "AT7"],
  ["7Y", 161, "NYU", "HEH", "10:15", "12:10", 40, "AT7"],
  ["UB", 311, "MDL", "HEH", "12:20", "15:20", 30, "AT7"],
  ["UB", 321, "HEH", "MDL", "09:45", "08:15", 30, "AT7"],
  ["UB", 401, "RGN", "SNW", "08:30", "10:30", 55, "AT7"],
  ["K7", 282, "RGN", "SNW", "12:00", "14:00", 55, "AT7", "1246"],
  ["UB", 501, "RGN", "MYT", "06:45", "10:30", 140, "320"],
  ["UB", 511, "MDL", "MYT", "14:00", "16:15", 70, "AT7"],
  ["K7", 302, "RGN", "KET", "07:30", "10:40", 110, "AT7", "246"],
  ["UB", 601, "RGN", "TVY", "09:45", "12:00", 75, "AT7"],
  ["UB", 611, "TVY", "MGZ", "12:45", "14:10", 45, "AT7"],
  ["UB", 621, "MGZ", "KAW", "15:00", "16:30", 50, "AT7"],
  ["UB", 701, "RGN", "NYT", "07:00", "09:00", 55, "AT7", "12345"],
  ["UB", 711, "RGN", "KYP", "10:30", "13:00", 70, "AT7", "1357"],
  ["UB", 721, "RGN", "AKY", "11:00", "14:00", 80, "AT7"],
  ["K7", 322, "RGN", "THL", "08:00", "11:00", 105, "AT7", "1357"],
  ["UB", 731, "MDL", "LSH", "10:00", "11:30", 45, "AT7", "246"],
  ["UB", 741, "RGN", "MNU", "14:30", "16:00", 45, "AT7", "135"],
  ["UB", 751, "RGN", "LIW", "09:00", "11:00", 70, "AT7", "2467"],
  ["UB", 761, "MDL", "PBU", "08:00", "10:30", 80, "AT7", "25"],
  ["UB", 771, "MDL", "BMO", "13:00", "14:30", 45, "AT7", "1357"],
  ["UB", 781, "MDL", "KMV", "09:30", "11:10", 50, "AT7", "246"],
  ["UB", 791, "MDL", "KET", "12:00", "14:00", 60, "AT7", "15"],
  // International from Yangon
  ["TG", 303, "RGN", "BKK", "13:05", "10:30", 90, "333"],
  ["PG", 701, "RGN", "BKK", "19:15", "17:05", 85, "320"],
  ["8M", 335, "RGN", "BKK", "08:30", "18:20", 90, "738"],
  ["FD", 251, "RGN", "DMK", "11:40", "09:25", 90, "320"],
  ["SQ", 997, "RGN", "SIN", "09:05", "07:05", 180, "359"],
  ["8M", 231, "RGN", "SIN", "23:50", "16:15", 175, "738", "246"],
  ["MH", 741, "RGN", "KUL", "12:50", "10:05", 155, "738"],
  ["VN", 957, "RGN", "HAN", "20:10", "17:50", 125, "320", "1357"],
  ["VN", 943, "RGN", "SGN", "14:15", "10:55", 130, "320", "246"],
  ["MU", 2031, "RGN", "KMG", "15:35", "12:10", 140, "320"],
  ["CZ", 3055, "RGN", "CAN", "13:10", "09:50", 185, "320"],
  ["KE", 471, "RGN", "ICN", "23:55", "18:40", 340, "333", "1357"],
  ["NH", 813, "RGN", "NRT", "21:50", "11:00", 390, "788", "1357"],
  ["AI", 233, "RGN", "DEL", "12:40", "08:35", 210, "320", "246"],
  ["8M", 621, "RGN", "CCU", "12:00", "15:30", 110, "738", "135"],
  ["EK", 389, "RGN", "DXB", "20:25", "09:05", 385, "77W"],
  ["K6", 711, "RGN", "PNH", "10:20", "14:05", 120, "320", "1357"],
  // International from Mandalay
  ["PG", 709, "MDL", "BKK", "14:30", "11:55", 120, "320"],
  ["FD", 245, "MDL", "DMK", "12:25", "10:05", 115, "320", "1357"],
  ["MU", 2029, "MDL", "KMG", "13:40", "11:05", 85, "320"],
  // Onward flights at the carriers' hubs, timed for their connections (CONNECTIONS below)
  ["TG", 403, "BKK", "SIN", "16:15", "07:00", 140, "333"],
  ["MH", 796, "KUL", "BKK", "18:15", "05:50", 125, "738"],
  ["MH", 602, "KUL", "SIN", "18:40", "07:30", 60, "738"],
];

/**
 * Online connections airlines sell in markets that also have nonstop flights, as they publish
 * them: carrier, from, via, to; each is sold the other way too. Both flights are the carrier's
 * own, and the pair is priced as one through fare (server/flights/through-fare.ts). Markets
 * without a nonstop flight connect through any hub anyway (server/flights/itineraries.ts).
 */
export const CONNECTIONS: ReadonlyArray<readonly [carrier: string, from: string, via: string, to: string]> = [
  // A domestic circuit stops on the way: Yangon - Heho (Inle Lake) - Mandalay.
  ["UB", "RGN", "HEH", "MDL"],
  ["MH", "RGN", "KUL", "BKK"],
  ["MH", "RGN", "KUL", "SIN"],
  ["TG", "RGN", "BKK", "SIN"],
];

/**
 * Domestic "through" flights: one flight number and one aircraft stopping on the way, as Myanmar's
 * carriers fly their tourist loops. Each leg is sold on its own and, with the next one, as one
 * journey on which the traveller stays on board (server/flights/itineraries.ts). Carrier, number,
 * aircraft, days, then each leg's departure airport, local departure time and block minutes, then
 * the last arrival airport. Legs fly on one local date.
 */
type Through = [
  carrier: string,
  number: number,
  aircraft: string,
  days: string,
  legs: ReadonlyArray<readonly [from: string, departs: string, block: number]>,
  end: string,
];

const THROUGH: Through[] = [
  // Yangon - Bagan - Heho (Inle Lake) - Yangon, and the loop the other way in the afternoon.
  [
    "K7",
    266,
    "AT7",
    DAILY,
    [
      ["RGN", "06:45", 80],
      ["NYU", "08:35", 35],
      ["HEH", "09:40", 75],
    ],
    "RGN",
  ],
  [
    "K7",
    267,
    "AT7",
    DAILY,
    [
      ["RGN", "13:30", 75],
      ["HEH", "15:15", 35],
      ["NYU", "16:20", 80],
    ],
    "RGN",
  ],
  // Yangon - Bagan - Mandalay and back.
  [
    "UB",
    103,
    "AT7",
    DAILY,
    [
      ["RGN", "07:30", 80],
      ["NYU", "09:20", 35],
    ],
    "MDL",
  ],
  [
    "UB",
    104,
    "AT7",
    DAILY,
    [
      ["MDL", "11:00", 35],
      ["NYU", "12:05", 80],
    ],
    "RGN",
  ],
];

/** The legs of a through flight, each a definition of its own with the flight's number. */
function legs([carrier, number, aircraft, days, stops, end]: Through): FlightDefinition[] {
  return stops.map(([from, departs, block], i) => ({
    carrierCode: carrier,
    number: String(number),
    from,
    to: stops[i + 1]?.[0] ?? end,
    departs,
    blockMinutes: block,
    aircraft,
    days,
    leg: i + 1,
  }));
}

function expand([
  carrier,
  number,
  from,
  to,
  out,
  back,
  block,
  aircraft,
  days = DAILY,
]: Pair): FlightDefinition[] {
  return [
    {
      carrierCode: carrier,
      number: String(number),
      from,
      to,
      departs: out,
      blockMinutes: block,
      aircraft,
      days,
    },
    {
      carrierCode: carrier,
      number: String(number + 1),
      from: to,
      to: from,
      departs: back,
      blockMinutes: block,
      aircraft,
      days,
    },
  ];
}

export const SCHEDULE: readonly FlightDefinition[] = [...PAIRS.flatMap(expand), ...THROUGH.flatMap(legs)];
