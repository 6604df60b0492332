/**
 * The search panel's state and the spec's state rules (section 4, "Search form") as a pure
 * reducer, and the mapping from the form to the search parameters (section 3).
 */
import { MAX_LEGS, validateMultiCity } from "./multi-city.ts";
import type { RuleFailure } from "./rule-messages.ts";
import {
  CABINS,
  type CabinCode,
  DEFAULT_LIMIT,
  domesticAbroad,
  type SearchInput,
  type SearchParams,
  validateSearch,
} from "./search-params.ts";

/** Myanmar's offset from UTC, minutes: "today" for a search is today in Myanmar, as the API counts it. */
export const HOME_UTC_OFFSET = 390;

export type TripType = "oneWay" | "roundTrip" | "multiCity";
export type PassengerKind = "adults" | "children" | "infants";

/** An airport as the combobox chose it (from `GET /apis/airports`). */
export interface AirportChoice {
  iataCode: string;
  city: string;
  cityMy: string;
  /** True for an airport in Myanmar. */
  domestic: boolean;
}

export interface SearchForm {
  tripType: TripType;
  domestic: boolean;
  international: boolean;
  from: AirportChoice | null;
  to: AirportChoice | null;
  departureDate: string | null;
  returnDate: string | null;
  adults: number;
  children: number;
  infants: number;
  /** Null until the traveller picks one: the spec requires a choice. */
  cabin: CabinCode | null;
  passengersOpen: boolean;
  cabinOpen: boolean;
  /**
   * A multi-city trip's legs after the first (Flight 2 onwards); the first is `from`, `to` and
   * `departureDate`, so that One way and Round Trip keep it. Kept, unused, on the other trip types.
   */
  legs: LegForm[];
}

/** A multi-city leg as the panel holds it. */
export interface LegForm {
  from: AirportChoice | null;
  to: AirportChoice | null;
  date: string | null;
}

/** Spec sections 5 and 9: adults 1-9, children 0-9, infants 0 to the number of adults. */
export const PASSENGER_LIMITS: Record<PassengerKind, { min: number; max: number }> = {
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 9 },
  infants: { min: 0, max: 9 },
};

export const initialSearchForm: SearchForm = {
  tripType: "oneWay",
  domestic: false,
  international: false,
  from: null,
  to: null,
  departureDate: null,
  returnDate: null,
  adults: 1,
  children: 0,
  infants: 0,
  cabin: null,
  passengersOpen: false,
  cabinOpen: false,
  legs: [],
};

export type SearchFormAction =
  | { type: "tripType"; tripType: TripType }
  | { type: "domestic"; checked: boolean }
  | { type: "international"; checked: boolean }
  | { type: "from" | "to"; airport: AirportChoice | null }
  | { type: "restore"; form: SearchForm }
  | { type: "departureDate" | "returnDate"; date: string | null }
  | { type: "count"; kind: PassengerKind; value: number }
  | { type: "cabin"; cabin: CabinCode }
  | { type: "togglePassengers" | "toggleCabin" | "closeMenus" }
  /** Multi-city: `index` counts the legs after the first (0 is Flight 2). */
  | { type: "addLeg" }
  | { type: "removeLeg"; index: number }
  | { type: "legFrom" | "legTo"; index: number; airport: AirportChoice | null }
  | { type: "legDate"; index: number; date: string | null };

/** The highest count a kind may take given the rest of the form (infants sit on adults' laps). */
export function maxCount(form: SearchForm, kind: PassengerKind): number {
  return kind === "infants"
    ? Math.min(form.adults, PASSENGER_LIMITS.infants.max)
    : PASSENGER_LIMITS[kind].max;
}

/**
 * The search panel's reducer. Spec section 4: One way and Multi-city clear the return date;
 * Round Trip ticks Domestic (unless International is already chosen: docs/spec-deviations.md);
 * Domestic and International exclude each other; a departure after the return clears the return;
 * picking a cabin closes its dropdown; the two dropdowns toggle. Choosing both airports ticks the
 * travel type they imply (an airport outside Myanmar means International).
 * @example searchFormReducer(initialSearchForm, { type: "tripType", tripType: "roundTrip" }).domestic // true
 */
export function searchFormReducer(form: SearchForm, action: SearchFormAction): SearchForm {
  switch (action.type) {
    case "tripType": {
      const next = { ...form, tripType: action.tripType };
      // Multi-city starts with two legs, the second from where the first ends.
      if (action.tripType === "multiCity")
        return withImpliedTravelType({
          ...next,
          returnDate: null,
          legs: form.legs.length > 0 ? form.legs : [newLeg(form.to)],
        });
      if (action.tripType !== "roundTrip") return withImpliedTravelType({ ...next, returnDate: null });
      return form.international ? next : { ...next, domestic: true, international: false };
    }
    case "domestic":
      return {
        ...form,
        domestic: action.checked,
        international: action.checked ? false : form.international,
      };
    case "international":
      return { ...form, international: action.checked, domestic: action.checked ? false : form.domestic };
    case "from":
      return withImpliedTravelType({ ...form, from: action.airport });
    case "to":
      return withImpliedTravelType({
        ...form,
        to: action.airport,
        legs: followingFrom(form.legs, 0, form.to, action.airport),
      });
    case "addLeg": {
      if (form.legs.length + 1 >= MAX_LEGS) return form;
      const previousTo = form.legs.length > 0 ? (form.legs.at(-1)?.to ?? null) : form.to;
      return { ...form, legs: [...form.legs, newLeg(previousTo)] };
    }
    case "removeLeg":
      return withImpliedTravelType({ ...form, legs: form.legs.filter((_, i) => i !== action.index) });
    case "legFrom":
    case "legTo":
    case "legDate": {
      const leg = form.legs[action.index];
      if (!leg) return form;
      const changed =
        action.type === "legDate"
          ? { ...leg, date: action.date }
          : action.type === "legFrom"
            ? { ...leg, from: action.airport }
            : { ...leg, to: action.airport };
      let legs = form.legs.map((l, i) => (i === action.index ? changed : l));
      if (action.type === "legTo") legs = followingFrom(legs, action.index + 1, leg.to, action.airport);
      return withImpliedTravelType({ ...form, legs });
    }
    case "restore":
      // Only over the untouched form: a choice made before the restore arrived wins.
      return form === initialSearchForm ? action.form : form;
    case "departureDate": {
      const clearReturn = action.date && form.returnDate && action.date > form.returnDate;
      return { ...form, departureDate: action.date, returnDate: clearReturn ? null : form.returnDate };
    }
    case "returnDate":
      return form.tripType === "roundTrip" ? { ...form, returnDate: action.date } : form;
    case "count":
      return withCount(form, action.kind, action.value);
    case "cabin":
      return { ...form, cabin: action.cabin, cabinOpen: false };
    case "togglePassengers":
      return { ...form, passengersOpen: !form.passengersOpen, cabinOpen: false };
    case "toggleCabin":
      return { ...form, cabinOpen: !form.cabinOpen, passengersOpen: false };
    case "closeMenus":
      return form.passengersOpen || form.cabinOpen
        ? { ...form, passengersOpen: false, cabinOpen: false }
        : form;
  }
}

function withCount(form: SearchForm, kind: PassengerKind, value: number): SearchForm {
  if (!Number.isInteger(value)) return form;
  const clamped = Math.max(PASSENGER_LIMITS[kind].min, Math.min(maxCount(form, kind), value));
  const next = { ...form, [kind]: clamped };
  // Fewer adults than infants would leave an infant without a lap.
  return kind === "adults" ? { ...next, infants: Math.min(next.infants, clamped) } : next;
}

/**
 * Ticks the travel type the chosen airports imply, once every airport of the trip is chosen (all
 * its legs' on a multi-city trip).
 */
function withImpliedTravelType(form: SearchForm): SearchForm {
  const airports = tripAirports(form);
  if (airports.some((airport) => airport === null)) return form;
  const domestic = airports.every((airport) => airport?.domestic);
  return { ...form, domestic, international: !domestic };
}

/** Every From and To of the trip, chosen or not. */
function tripAirports(form: SearchForm): Array<AirportChoice | null> {
  const first = [form.from, form.to];
  return form.tripType === "multiCity"
    ? [...first, ...form.legs.flatMap((leg) => [leg.from, leg.to])]
    : first;
}

/** A new leg, starting where the previous one ends. */
function newLeg(from: AirportChoice | null): LegForm {
  return { from, to: null, date: null };
}

/**
 * The legs with leg `index`'s From following the previous leg's new To, when it was empty or
 * still the previous To (the traveller had not changed it: an open jaw they chose stays).
 */
function followingFrom(
  legs: LegForm[],
  index: number,
  previousTo: AirportChoice | null,
  nextTo: AirportChoice | null,
): LegForm[] {
  const leg = legs[index];
  if (!leg || (leg.from !== null && leg.from.iataCode !== previousTo?.iataCode)) return legs;
  return legs.map((l, i) => (i === index ? { ...l, from: nextTo } : l));
}

/**
 * What the form holds, in the shape `validateSearch` checks. A cabin not yet chosen is sent as
 * null so that the cabin rule fails.
 */
export function searchInput(form: SearchForm): SearchInput {
  return {
    travelType: form.domestic ? 1 : form.international ? 2 : undefined,
    from: form.from?.iataCode ?? "",
    to: form.to?.iataCode ?? "",
    departureDate: form.departureDate ?? "",
    returnDate: form.tripType === "roundTrip" ? form.returnDate : null,
    adults: form.adults,
    children: form.children,
    infants: form.infants,
    limit: DEFAULT_LIMIT,
    travelClass: form.cabin === null ? null : CABINS[form.cabin],
  };
}

/**
 * The panel's rules on Search: the spec's (`validateSearch`), a round trip's return date, and
 * Domestic with an airport abroad (which the API refuses). The form knows what the parameters
 * cannot say: the trip type, and whether a chosen airport is in Myanmar.
 * @example validateSearchForm({ ...form, domestic: true, to: bangkok }, today)[0].code // "search.domesticAbroad"
 */
export function validateSearchForm(form: SearchForm, today: string): RuleFailure[] {
  const input = searchInput(form);
  if (form.tripType === "multiCity") {
    const { from: _from, to: _to, departureDate: _date, returnDate: _return, ...trip } = input;
    const legs = formLegs(form).map((leg) => ({
      from: leg.from?.iataCode ?? "",
      to: leg.to?.iataCode ?? "",
      departureDate: leg.date ?? "",
    }));
    const failures = validateMultiCity({ ...trip, legs }, today);
    const chosen = tripAirports(form).flatMap((airport) => (airport ? [airport.domestic] : []));
    const abroad = domesticAbroad(input.travelType, chosen);
    return abroad ? [...failures, abroad] : failures;
  }
  const failures = validateSearch(input, today, { roundTrip: form.tripType === "roundTrip" });
  const chosen = [form.from, form.to].flatMap((airport) => (airport ? [airport.domestic] : []));
  const abroad = domesticAbroad(input.travelType, chosen);
  return abroad ? [...failures, abroad] : failures;
}

/**
 * The search parameters a valid form stores (call after `validateSearchForm` found nothing).
 * Infants on lap go with them (the spec counts but does not send them: docs/spec-deviations.md);
 * the limit is the spec's 10.
 */
export function toSearchParams(form: SearchForm): SearchParams {
  if (form.tripType === "multiCity") {
    const legs = formLegs(form).map((leg) => ({
      from: leg.from?.iataCode ?? "",
      to: leg.to?.iataCode ?? "",
      departureDate: leg.date ?? "",
    }));
    return {
      ...toSearchParams({ ...form, tripType: "oneWay" }),
      to: legs.at(-1)?.to ?? "",
      legs,
    };
  }
  return {
    travelType: form.domestic ? 1 : 2,
    from: form.from?.iataCode ?? "",
    to: form.to?.iataCode ?? "",
    departureDate: form.departureDate ?? "",
    returnDate: form.tripType === "roundTrip" ? form.returnDate : null,
    adults: form.adults,
    children: form.children,
    infants: form.infants,
    limit: DEFAULT_LIMIT,
    travelClass: CABINS[form.cabin ?? "Y"],
  };
}

/**
 * Every leg of a multi-city form, the first from `from`, `to` and `departureDate`.
 * @example formLegs(form).map((leg) => leg.to?.iataCode) // ["NYU", "MDL", "HEH", "RGN"]
 */
export function formLegs(form: SearchForm): LegForm[] {
  return [{ from: form.from, to: form.to, date: form.departureDate }, ...form.legs];
}

/**
 * The form as the traveller left it last time (stored as JSON), with menus closed and dates
 * that have passed dropped; the empty form for anything unreadable.
 * @example restoreSearchForm(JSON.parse(saved), "2026-11-23").from?.iataCode // "RGN"
 */
export function restoreSearchForm(saved: unknown, today: string): SearchForm {
  if (typeof saved !== "object" || saved === null) return initialSearchForm;
  const s = saved as Partial<SearchForm>;
  const trip: TripType[] = ["oneWay", "roundTrip", "multiCity"];
  const date = (value: unknown) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= today ? value : null;
  const airport = (value: unknown): AirportChoice | null => {
    const a = value as AirportChoice | null;
    return a && typeof a.iataCode === "string" && typeof a.city === "string"
      ? {
          iataCode: a.iataCode,
          city: a.city,
          cityMy: String(a.cityMy ?? a.city),
          domestic: a.domestic === true,
        }
      : null;
  };
  let form: SearchForm = {
    ...initialSearchForm,
    tripType: trip.includes(s.tripType as TripType) ? (s.tripType as TripType) : "oneWay",
    domestic: s.domestic === true,
    international: s.international === true && s.domestic !== true,
    from: airport(s.from),
    to: airport(s.to),
    cabin: s.cabin && s.cabin in CABINS ? s.cabin : null,
    legs: (Array.isArray(s.legs) ? s.legs : [])
      .slice(0, MAX_LEGS - 1)
      .map((leg: Partial<LegForm> | null) => ({
        from: airport(leg?.from),
        to: airport(leg?.to),
        date: date(leg?.date),
      })),
  };
  form = searchFormReducer(form, { type: "departureDate", date: date(s.departureDate) });
  form = searchFormReducer(form, { type: "returnDate", date: date(s.returnDate) });
  for (const kind of ["adults", "infants", "children"] as const) {
    const value = s[kind];
    if (typeof value === "number") form = searchFormReducer(form, { type: "count", kind, value });
  }
  return form;
}
