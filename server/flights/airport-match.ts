/**
 * Finds airports by what a traveller types: a code, a city, an airport or country name in
 * English or Myanmar, an old or other name (datasets/airport-aliases.ts), or any of these
 * misspelt. Burmese is read alike however it was typed: stacked or not, with or without kinzi,
 * and in Zawgyi. Every name is prepared once at import: a keystroke costs a few thousand
 * comparisons.
 */
import { countryName } from "../../src/domain/countries.ts";
import { toUnicode } from "../../src/domain/zawgyi.ts";
import { AIRPORT_ALIASES } from "./datasets/airport-aliases.ts";
import { AIRPORTS, type AirportData } from "./datasets/airports.ts";

/** How an airport matched, best first (the order of the answer). */
export const MATCH_TIERS = ["code", "city", "name", "alias", "contains", "typo"] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

export interface AirportMatch {
  airport: AirportData;
  tier: MatchTier;
  /** Edits between the text and the nearest name or start of a name (0 but for a typo). */
  distance: number;
}

/** A name as it is compared: words, and all of it without spaces. */
interface Key {
  words: string[];
  compact: string;
}

interface Entry {
  airport: AirportData;
  cities: Key[];
  /** The airport's name and its country, in English and Myanmar. */
  names: Key[];
  aliases: Key[];
}

const LATIN_MARKS = /[\u0300-\u036f]/g;
const INVISIBLE = /[\u200b-\u200d\ufeff]/g;

/**
 * Text as names are compared: lower case, without accents or punctuation, and Burmese in one
 * spelling: a stacked consonant (virama, U+1039) as its unstacked form (asat, U+103A), kinzi
 * the same, and ဦ typed as two characters as one.
 * @example matchKey("  Hà-Nội ") // "ha noi"
 * @example matchKey("မန္တလေး") === matchKey("မန်တလေး") // true
 */
export function matchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(LATIN_MARKS, "")
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(/\u1039/g, "\u103a")
    .replace(/\u103a+/g, "\u103a")
    .replace(/\u1025\u102e/g, "\u1026")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, " ")
    .trim();
}

function keyOf(text: string): Key {
  const spaced = matchKey(text);
  return { words: spaced.split(" ").filter(Boolean), compact: spaced.replaceAll(" ", "") };
}

const aliasesByCode = new Map<string, string[]>();
for (const row of AIRPORT_ALIASES)
  aliasesByCode.set(row.iataCode, [...(aliasesByCode.get(row.iataCode) ?? []), ...row.en, ...row.my]);

const ENTRIES: readonly Entry[] = AIRPORTS.map((airport) => ({
  airport,
  cities: [keyOf(airport.city), keyOf(airport.cityMy)],
  names: [keyOf(airport.name), keyOf(airport.country), keyOf(countryName(airport.countryCode, "my"))],
  aliases: (aliasesByCode.get(airport.iataCode) ?? []).map(keyOf),
}));

/** Every alias of an airport as written in the data (for the OpenAPI's list of places). */
export function aliasesOf(iataCode: string): readonly string[] {
  return aliasesByCode.get(iataCode) ?? [];
}

/**
 * How many edits a typed text of this many characters may be from a name and still find it:
 * none under 4, so that "bkk" or "yan" never finds a stranger.
 */
export function editBudget(length: number): number {
  if (length < 4) return 0;
  if (length <= 5) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit)
 * between `a` and `b`, or between `a` and the nearest start of `b` when `prefix` (for a name being
 * typed). Gives up above `bound`, answering bound + 1.
 * @example editDistance("bangkock", "bangkok", 2) // 1
 * @example editDistance("singapu", "singapore", 2, true) // 1
 */
export function editDistance(a: string, b: string, bound: number, prefix = false): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (!prefix && Math.abs(s.length - t.length) > bound) return bound + 1;
  let before: number[] = [];
  let previous = t.map((_, j) => j + 1);
  previous.unshift(0);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > bound) return bound + 1;
    before = previous;
    previous = row;
  }
  const distance = prefix ? Math.min(...previous) : (previous[t.length] ?? 0);
  return Math.min(distance, bound + 1);
}

/** True when each typed word starts a word of the name ("chi minh" in "Ho Chi Minh City"). */
function wordsMatch(query: Key, key: Key): boolean {
  return query.words.every((w) => key.words.some((word) => word.startsWith(w)));
}

const starts = (query: Key) => (key: Key) => key.compact.startsWith(query.compact) || wordsMatch(query, key);

/** The strict tier of an entry for the text, if any (all but typos). */
function strictTier(entry: Entry, query: Key, code: string): MatchTier | null {
  if (entry.airport.iataCode === code) return "code";
  if (entry.cities.some((key) => key.compact.startsWith(query.compact))) return "city";
  if (entry.names.some(starts(query)) || entry.cities.some((key) => wordsMatch(query, key))) return "name";
  if (entry.aliases.some(starts(query))) return "alias";
  const inside = [...entry.cities, entry.names[0]];
  if (inside.some((key) => key?.compact.includes(query.compact))) return "contains";
  return null;
}

/**
 * How near the text comes to a name of the entry, as twice the fewest edits (to a whole name or
 * a word of it), plus one when only the start of a name comes that near ("Bagn" is nearer Bagan
 * than the start of Bangkok). Above `bound` edits: (bound + 1) * 2.
 */
function typoScore(entry: Entry, query: Key, bound: number): number {
  let best = (bound + 1) * 2;
  for (const key of [...entry.cities, ...entry.names, ...entry.aliases]) {
    const candidates = key.words.length > 1 ? [key.compact, ...key.words] : [key.compact];
    for (const name of candidates) {
      const whole = editDistance(query.compact, name, bound);
      const start = whole === 0 ? 0 : editDistance(query.compact, name, bound, true);
      best = Math.min(best, whole * 2, start * 2 + 1);
      if (best === 0) return 0;
    }
  }
  return best;
}

/**
 * Airports for a typed text, best first: the exact code; a city starting with it; an airport or
 * country name starting with it (or each word starting a word); an old or other name; a city
 * or airport name containing it; and only when none of these matched, names a few edits away
 * (`editBudget`), nearest first and a whole name before the start of one. Within a tier, by code. Empty text lists the first airports.
 * @example rankAirports("Bangkock").map((m) => m.airport.iataCode) // ["BKK", "DMK"]
 */
export function rankAirports(text: string, limit = 20): AirportMatch[] {
  const query = keyOf(text);
  if (!query.compact)
    return AIRPORTS.slice(0, limit).map((airport) => ({ airport, tier: "city", distance: 0 }));
  const code = query.compact.toUpperCase();
  const found: AirportMatch[] = [];
  for (const entry of ENTRIES) {
    const tier = strictTier(entry, query, code);
    if (tier) found.push({ airport: entry.airport, tier, distance: 0 });
  }
  const budget = editBudget(Array.from(query.compact).length);
  const scores = new Map<AirportMatch, number>();
  if (found.length === 0 && budget > 0)
    for (const entry of ENTRIES) {
      const score = typoScore(entry, query, budget);
      const distance = Math.floor(score / 2);
      if (distance > budget) continue;
      const match: AirportMatch = { airport: entry.airport, tier: "typo", distance };
      found.push(match);
      scores.set(match, score);
    }
  const rank = (m: AirportMatch) => MATCH_TIERS.indexOf(m.tier);
  return found
    .sort(
      (x, y) =>
        rank(x) - rank(y) ||
        (scores.get(x) ?? 0) - (scores.get(y) ?? 0) ||
        x.airport.iataCode.localeCompare(y.airport.iataCode),
    )
    .slice(0, limit);
}

/**
 * What the airport box asks for: {@link rankAirports} over the text in Unicode (Burmese typed
 * in Zawgyi is converted first).
 * @example (await findAirports("ရန္ကုန္"))[0]?.iataCode // "RGN"
 */
export async function findAirports(text: string, limit = 20): Promise<AirportData[]> {
  return rankAirports(await toUnicode(text), limit).map((m) => m.airport);
}

/**
 * The airports a whole name means, as a search's `from` and `to` read it: an IATA code, a city,
 * an airport name or an old or other name, in English or Myanmar, any case; no typos. A city
 * with two airports (Bangkok) gives both.
 * @example locateAirports("rangoon").map((a) => a.iataCode) // ["RGN"]
 */
export function locateAirports(term: string): AirportData[] {
  const query = keyOf(term);
  if (!query.compact) return [];
  const byCode = ENTRIES.find((e) => e.airport.iataCode === query.compact.toUpperCase());
  if (byCode) return [byCode.airport];
  const same = (key: Key) => key.compact === query.compact;
  return ENTRIES.filter(
    (e) => e.cities.some(same) || (e.names[0] && same(e.names[0])) || e.aliases.some(same),
  ).map((e) => e.airport);
}
