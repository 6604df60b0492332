/**
 * A multi-city trip: 2 to 5 legs, each with its own From, To and departure date, dates never
 * going backwards (a leg may start anywhere: an open jaw is allowed). How the legs are written in
 * /flights' address and in the search call (`legs=RGN-NYU-2026-12-10_NYU-MDL-2026-12-14`), and
 * the rules both the search panel and the server run on them (docs/adr/0072-multi-city-search.md).
 */
import { type RuleFailure, ruleFailure } from "./rule-messages.ts";
import { type SearchInput, type SearchLeg, validateSearch } from "./search-params.ts";

export type { SearchLeg };

/** The fewest and the most legs a multi-city trip has. */
export const MIN_LEGS = 2;
export const MAX_LEGS = 5;

/** Joins legs in the address; a leg is `FROM-TO-YYYY-MM-DD`. */
const LEG_SEPARATOR = "_";

/**
 * The legs as one query value.
 * @example legsToQuery([{ from: "RGN", to: "NYU", departureDate: "2026-12-10" }, ...]) // "RGN-NYU-2026-12-10_NYU-MDL-2026-12-14"
 */
export function legsToQuery(legs: readonly SearchLeg[]): string {
  return legs.map((leg) => `${leg.from}-${leg.to}-${leg.departureDate}`).join(LEG_SEPARATOR);
}

/**
 * The legs a query value holds, each part as written (codes upper-cased); a missing part is
 * empty, for the rules to name. Repeated values (`legs=…&legs=…`) are read one after the other.
 * @example readLegs("RGN-NYU-2026-12-10_nyu-MDL-2026-12-14")[1] // { from: "NYU", to: "MDL", departureDate: "2026-12-14" }
 */
export function readLegs(value: string | readonly string[]): SearchLeg[] {
  const values = typeof value === "string" ? [value] : value;
  return values
    .flatMap((text) => text.split(LEG_SEPARATOR))
    .filter((piece) => piece.trim() !== "")
    .map((piece) => {
      const [from = "", to = "", ...date] = piece.trim().split("-");
      return { from: from.trim().toUpperCase(), to: to.trim().toUpperCase(), departureDate: date.join("-") };
    });
}

/** The fields a leg's own rules are about; the others (cabin, counts, travel type) are the trip's. */
const LEG_FIELDS = new Set(["from", "to", "departureDate"]);

/**
 * A leg's failure: its field under `legs.<index>`, its number as `leg` (1-based), its English
 * message led by "Flight N: ".
 * @example inLeg(ruleFailure("search.from", "from"), 1).message // "Flight 2: Please select departure city/country"
 */
export function inLeg(failure: RuleFailure, index: number): RuleFailure {
  return {
    ...failure,
    field: `legs.${index}.${failure.field}`,
    params: { ...failure.params, leg: index + 1 },
    message: `Flight ${index + 1}: ${failure.message}`,
  };
}

/** What a multi-city form or query holds before it is checked: the legs, and the trip's fields. */
export type MultiCityInput = Omit<SearchInput, "from" | "to" | "departureDate" | "returnDate"> & {
  legs: ReadonlyArray<Partial<SearchLeg>>;
};

/**
 * The rules of a multi-city search, in the order the panel shows them: 2 to 5 legs; then each
 * leg's, as the spec's search rules (section 5) check a one-way trip, led by its number ("Flight
 * 2: Please select destination city/country"), and a date before the previous leg's; then the
 * trip's (travel type, cabin, counts).
 * @example validateMultiCity({ legs: [leg1, { ...leg2, departureDate: "2026-12-01" }], ... }, today)[0].code // "search.legBeforePrevious"
 * @returns an empty list when the search may run.
 */
export function validateMultiCity(input: MultiCityInput, today: string): RuleFailure[] {
  const { legs, ...trip } = input;
  const failures: RuleFailure[] = [];
  if (legs.length < MIN_LEGS) failures.push(ruleFailure("search.legsTooFew", "legs", { min: MIN_LEGS }));
  if (legs.length > MAX_LEGS) failures.push(ruleFailure("search.legsTooMany", "legs", { max: MAX_LEGS }));
  let previous = "";
  legs.forEach((leg, index) => {
    const own = validateSearch({ ...trip, ...leg }, today).filter((f) => LEG_FIELDS.has(f.field));
    failures.push(...own.map((f) => inLeg(f, index)));
    const date = typeof leg.departureDate === "string" ? leg.departureDate : "";
    const dateFailed = own.some((f) => f.field === "departureDate");
    if (!dateFailed && previous && date < previous)
      failures.push(inLeg(ruleFailure("search.legBeforePrevious", "departureDate"), index));
    if (!dateFailed) previous = date;
  });
  // The trip's own rules do not depend on a leg: checked once, beside a leg that passes.
  const tripFailures = validateSearch({ ...trip, from: "A", to: "B", departureDate: today }, today);
  return [...failures, ...tripFailures.filter((f) => !LEG_FIELDS.has(f.field))];
}
