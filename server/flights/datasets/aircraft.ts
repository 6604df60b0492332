import type { CabinCode } from "../../../src/domain/search-params.ts";

/**
 * Aircraft types and their seat maps by cabin: a range of rows and the seat letters in each row.
 * Capacity per cabin is rows times letters.
 */
export const AIRCRAFT_VERSION = "2026-11-21";

export interface CabinMap {
  cabin: CabinCode;
  firstRow: number;
  lastRow: number;
  letters: string;
}

export interface Aircraft {
  code: string;
  name: string;
  cabins: CabinMap[];
}

export const AIRCRAFT: readonly Aircraft[] = [
  { code: "AT7", name: "ATR 72-600", cabins: [{ cabin: "Y", firstRow: 1, lastRow: 18, letters: "ACDF" }] },
  {
    code: "E90",
    name: "Embraer 190",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 2, letters: "ACD" },
      { cabin: "Y", firstRow: 3, lastRow: 24, letters: "ACDF" },
    ],
  },
  {
    code: "320",
    name: "Airbus A320",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 2, letters: "ACDF" },
      { cabin: "Y", firstRow: 3, lastRow: 27, letters: "ABCDEF" },
    ],
  },
  {
    code: "738",
    name: "Boeing 737-800",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 3, letters: "ACDF" },
      { cabin: "Y", firstRow: 4, lastRow: 28, letters: "ABCDEF" },
    ],
  },
  {
    code: "788",
    name: "Boeing 787-8",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 6, letters: "ACDGHK" },
      { cabin: "Y", firstRow: 10, lastRow: 35, letters: "ABCDEFGHK" },
    ],
  },
  {
    code: "333",
    name: "Airbus A330-300",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 7, letters: "ACDGHK" },
      { cabin: "W", firstRow: 11, lastRow: 13, letters: "ACDEFGHK" },
      { cabin: "Y", firstRow: 14, lastRow: 41, letters: "ACDEFGHK" },
    ],
  },
  {
    code: "359",
    name: "Airbus A350-900",
    cabins: [
      { cabin: "J", firstRow: 1, lastRow: 8, letters: "ACDGHK" },
      { cabin: "W", firstRow: 10, lastRow: 12, letters: "ACDEFGHK" },
      { cabin: "Y", firstRow: 20, lastRow: 45, letters: "ABCDEFGHK" },
    ],
  },
  {
    code: "77W",
    name: "Boeing 777-300ER",
    cabins: [
      { cabin: "F", firstRow: 1, lastRow: 2, letters: "ADGK" },
      { cabin: "J", firstRow: 5, lastRow: 11, letters: "ACDGHK" },
      { cabin: "W", firstRow: 20, lastRow: 23, letters: "ABCDEFGHK" },
      { cabin: "Y", firstRow: 30, lastRow: 62, letters: "ABCDEFGHJK" },
    ],
  },
];
