import { isObject } from "../domain/shape.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** City names by airport code, in English and Myanmar. */
export type CityNames = Record<string, { en: string; my: string }>;

/**
 * The city names the search panel left in storage: the airports of the last search
 * (`searchForm`'s From and To) and the recently chosen ones (`recentAirports`). The screens that
 * name a flight's cities start from these, so the chosen route shows its cities at once instead of
 * codes that change to names when the airport lookup answers.
 * @example citiesFrom({ from: { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်" } }, []).RGN // { en: "Yangon", my: "ရန်ကုန်" }
 */
export function citiesFrom(form: unknown, recent: unknown): CityNames {
  const names: CityNames = {};
  const add = (airport: unknown) => {
    if (!isObject(airport)) return;
    const { iataCode, city, cityMy } = airport;
    if (typeof iataCode !== "string" || typeof city !== "string" || !city || names[iataCode]) return;
    names[iataCode] = { en: city, my: typeof cityMy === "string" && cityMy ? cityMy : city };
  };
  if (isObject(form)) {
    add(form.from);
    add(form.to);
  }
  if (Array.isArray(recent)) for (const airport of recent) add(airport);
  return names;
}

/** citiesFrom what this browser stored; none when storage cannot be read. */
export function storedCities(storage?: Pick<Storage, "getItem">): CityNames {
  try {
    const store = storage ?? localStorage;
    const read = (key: string): unknown => {
      try {
        return JSON.parse(store.getItem(key) ?? "null");
      } catch {
        return null;
      }
    };
    return citiesFrom(read(STORAGE_KEYS.searchForm), read(STORAGE_KEYS.recentAirports));
  } catch {
    return {};
  }
}
