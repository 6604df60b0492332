import { addDays, fromLocalDateTime, toLocalDateTime } from "../../src/domain/dates.ts";
import type { AirportData } from "./datasets/airports.ts";
import { type FlightDefinition, SCHEDULE } from "./datasets/schedule.ts";
import { airport, isDomestic } from "./reference.ts";

/** An operations change to one flight on one date (server/ops.ts writes these). */
export interface ScheduleOverride {
  /** New local departure date-time; arrival follows from the block time unless given. */
  departureAt?: string | null;
  arrivalAt?: string | null;
  closed: boolean;
}

/** What search and booking need to know about seats sold and operations changes. */
export interface InventoryState {
  sold(instanceKey: string, cabin: string): number;
  override(instanceKey: string): ScheduleOverride | undefined;
}

/** One flight on one date, with operations changes applied. Times are local ISO and UTC ms. */
export interface FlightInstance {
  /** `UB101@2026-12-01`: the leg's id ({@link legId}) and its scheduled (not moved) departure date. */
  key: string;
  def: FlightDefinition;
  /** The leg's id: the flight number, with its departure airport on a flight of several legs. */
  flightNumber: string;
  date: string;
  from: AirportData;
  to: AirportData;
  domestic: boolean;
  departureAt: string;
  arrivalAt: string;
  departUtc: number;
  arriveUtc: number;
  closed: boolean;
}

/**
 * What keys a flight's seats, operations changes and offer ids: its number (`UB101`), and on a
 * flight of several legs, which share one number, the leg's departure airport too (`K7266-NYU`).
 */
export function legId(def: FlightDefinition): string {
  const number = `${def.carrierCode}${def.number}`;
  return def.leg === undefined ? number : `${number}-${def.from}`;
}

const byNumber = new Map(SCHEDULE.map((d) => [legId(d), d]));
/** Each leg of a flight of several legs, by the leg before it. */
const nextLegs = new Map<FlightDefinition, FlightDefinition>();
for (const def of SCHEDULE) {
  if (def.leg === undefined) continue;
  const next = SCHEDULE.find(
    (d) => d.carrierCode === def.carrierCode && d.number === def.number && d.leg === (def.leg ?? 0) + 1,
  );
  if (next) nextLegs.set(def, next);
}
const byRoute = new Map<string, FlightDefinition[]>();
for (const def of SCHEDULE) {
  const key = `${def.from}-${def.to}`;
  byRoute.set(key, [...(byRoute.get(key) ?? []), def]);
}

/** The definition of flight `UB101` (or leg `K7266-NYU`), if the schedule has it. */
export function flightDefinition(flightNumber: string): FlightDefinition | undefined {
  return byNumber.get(flightNumber.toUpperCase());
}

/** Direct flights from one airport to another. */
export function directFlights(from: string, to: string): readonly FlightDefinition[] {
  return byRoute.get(`${from}-${to}`) ?? [];
}

/** True when the timetable flies `def` on this date (ISO weekday in its `days`). */
export function operatesOn(def: FlightDefinition, date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return def.days.includes(String(weekday));
}

/**
 * The flight on a scheduled date with any override applied; undefined when it does not fly
 * that day. Arrival is departure plus block time, written in the arrival airport's local time.
 */
export function flightInstance(
  def: FlightDefinition,
  date: string,
  state: Pick<InventoryState, "override">,
): FlightInstance | undefined {
  if (!operatesOn(def, date)) return undefined;
  const from = airport(def.from);
  const to = airport(def.to);
  if (!from || !to) throw new Error(`Unknown airport on ${def.carrierCode}${def.number}`);
  const flightNumber = legId(def);
  const key = `${flightNumber}@${date}`;
  const override = state.override(key);
  if (!override) {
    const cached = timetabled.get(key);
    if (cached) return cached;
  }
  const departureLocal = override?.departureAt ?? `${date}T${def.departs}:00`;
  const departUtc = fromLocalDateTime(departureLocal, from.utcOffsetMinutes);
  const arriveUtc = override?.arrivalAt
    ? fromLocalDateTime(override.arrivalAt, to.utcOffsetMinutes)
    : departUtc + def.blockMinutes * 60_000;
  const inst: FlightInstance = {
    key,
    def,
    flightNumber,
    date,
    from,
    to,
    domestic: isDomestic(from) && isDomestic(to),
    departureAt: toLocalDateTime(departUtc, from.utcOffsetMinutes),
    arrivalAt: toLocalDateTime(arriveUtc, to.utcOffsetMinutes),
    departUtc,
    arriveUtc,
    closed: override?.closed ?? false,
  };
  if (!override) remember(key, inst);
  return inst;
}

/**
 * Flights on their timetable times never change, so they are built once. Bounded so a crawler
 * walking every date cannot grow it without end; a full year of the timetable fits.
 */
const timetabled = new Map<string, FlightInstance>();
const MAX_TIMETABLED = 60_000;
function remember(key: string, inst: FlightInstance) {
  if (timetabled.size >= MAX_TIMETABLED) timetabled.clear();
  timetabled.set(key, inst);
}

/**
 * Flights of `defs` that leave on local date `date`, including ones operations moved onto it
 * from the day before or after; closed flights are left out.
 */
export function departuresOn(
  defs: readonly FlightDefinition[],
  date: string,
  state: Pick<InventoryState, "override">,
): FlightInstance[] {
  const found: FlightInstance[] = [];
  const days = [addDays(date, -1), date, addDays(date, 1)];
  for (const def of defs) {
    for (const day of days) {
      if (day !== date && !state.override(`${legId(def)}@${day}`)) continue;
      const inst = flightInstance(def, day, state);
      if (inst && !inst.closed && inst.departureAt.startsWith(date)) found.push(inst);
    }
  }
  return found;
}

/**
 * True when `second` is the next leg of `first`'s flight on the same day, still leaving after
 * `first` lands: the traveller stays on board through the stop.
 */
export function continues(first: FlightInstance, second: FlightInstance): boolean {
  return (
    nextLegs.get(first.def) === second.def &&
    second.date === first.date &&
    second.departUtc >= first.arriveUtc
  );
}

/**
 * Journeys from one airport to another on a single flight of several legs: each as its legs in
 * order, at most `maxLegs` of them (a stop or more on the way).
 * @example throughLegs("RGN", "HEH").map((legs) => legs.map(legId)) // [["K7266-RGN", "K7266-NYU"]]
 */
export function throughLegs(from: string, to: string, maxLegs: number): readonly FlightDefinition[][] {
  const key = `${from}-${to}-${maxLegs}`;
  const known = throughCache.get(key);
  if (known) return known;
  const found: FlightDefinition[][] = [];
  for (const first of SCHEDULE) {
    if (first.leg === undefined || first.from !== from) continue;
    const chain = [first];
    for (let next = nextLegs.get(first); next && chain.length < maxLegs; next = nextLegs.get(next)) {
      chain.push(next);
      if (next.to === to) found.push([...chain]);
    }
  }
  throughCache.set(key, found);
  return found;
}
const throughCache = new Map<string, FlightDefinition[][]>();
