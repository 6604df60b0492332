/**
 * Minimum connection times: the least time, in minutes, a traveller needs at an airport to leave
 * one flight and board the next (IATA publishes them per airport; these are the figures the
 * carriers we sell use). A domestic connection (both flights inside the airport's country) may
 * need less than one where either flight crosses a border, which adds passport control.
 */
export interface MinimumConnection {
  /** Both flights inside the airport's country; absent: the international figure applies. */
  domestic?: number;
  international: number;
}

/** Per airport (IATA code). */
export const MINIMUM_CONNECTION: Readonly<Record<string, MinimumConnection>> = {
  RGN: { domestic: 45, international: 60 },
  MDL: { domestic: 40, international: 60 },
  BKK: { domestic: 55, international: 75 },
  DMK: { domestic: 60, international: 90 },
  KUL: { domestic: 60, international: 60 },
  SIN: { international: 60 },
  HAN: { domestic: 60, international: 90 },
  SGN: { domestic: 60, international: 90 },
  KMG: { domestic: 60, international: 90 },
  CAN: { domestic: 60, international: 90 },
  ICN: { international: 70 },
  NRT: { international: 90 },
  DEL: { domestic: 75, international: 120 },
  CCU: { domestic: 60, international: 90 },
  DXB: { international: 75 },
};

/** An airport the table does not list. */
export const DEFAULT_MINIMUM_CONNECTION: MinimumConnection = { domestic: 45, international: 60 };

/**
 * The minimum connection time at an airport for a domestic or an international connection.
 * @example minimumConnection("BKK", false) // 75
 * @example minimumConnection("RGN", true) // 45
 */
export function minimumConnection(airport: string, domestic: boolean): number {
  const entry = MINIMUM_CONNECTION[airport] ?? DEFAULT_MINIMUM_CONNECTION;
  return (domestic ? entry.domestic : undefined) ?? entry.international;
}
