/**
 * Airlines, with the checked bags each includes per cabin (kg) and a fare level relative to a
 * full-service carrier (low-cost carriers sell below it, premium ones above).
 */
export const AIRLINES_VERSION = "2026-11-21";

export interface Airline {
  code: string;
  name: string;
  /** Included checked bags in kg by cabin code. */
  bags: { Y: number; W: number; J: number; F: number };
  /** Fare level in percent of the reference fare. */
  fareLevel: number;
}

const fullService = { Y: 20, W: 25, J: 30, F: 40 };

export const AIRLINES: readonly Airline[] = [
  { code: "UB", name: "Myanmar National Airlines", bags: fullService, fareLevel: 100 },
  { code: "8M", name: "Myanmar Airways International", bags: fullService, fareLevel: 100 },
  { code: "K7", name: "Air KBZ", bags: fullService, fareLevel: 95 },
  { code: "7Y", name: "Mann Yadanarpon Airlines", bags: { ...fullService, Y: 15 }, fareLevel: 90 },
  { code: "TG", name: "Thai Airways", bags: { ...fullService, Y: 25 }, fareLevel: 115 },
  { code: "PG", name: "Bangkok Airways", bags: fullService, fareLevel: 105 },
  { code: "FD", name: "Thai AirAsia", bags: { Y: 0, W: 0, J: 20, F: 20 }, fareLevel: 70 },
  { code: "SQ", name: "Singapore Airlines", bags: { Y: 30, W: 35, J: 40, F: 50 }, fareLevel: 125 },
  { code: "MH", name: "Malaysia Airlines", bags: { ...fullService, Y: 30 }, fareLevel: 105 },
  { code: "VN", name: "Vietnam Airlines", bags: { ...fullService, Y: 23 }, fareLevel: 100 },
  { code: "MU", name: "China Eastern Airlines", bags: { ...fullService, Y: 23 }, fareLevel: 95 },
  { code: "CZ", name: "China Southern Airlines", bags: { ...fullService, Y: 23 }, fareLevel: 95 },
  { code: "KE", name: "Korean Air", bags: { ...fullService, Y: 23, J: 32 }, fareLevel: 115 },
  { code: "NH", name: "All Nippon Airways", bags: { ...fullService, Y: 23, J: 32 }, fareLevel: 120 },
  { code: "AI", name: "Air India", bags: { ...fullService, Y: 25 }, fareLevel: 90 },
  { code: "EK", name: "Emirates", bags: { Y: 30, W: 35, J: 40, F: 50 }, fareLevel: 120 },
  { code: "K6", name: "Cambodia Angkor Air", bags: fullService, fareLevel: 95 },
];
