import { useEffect, useState } from "react";
import { airportCity } from "../api/airport-cities.ts";
import type { Locale } from "../i18n/locales.ts";
import { type CityNames, storedCities } from "../stores/known-cities.ts";

/**
 * City names for airport codes in the page's language, starting from the names the search panel
 * stored (storedCities); any other code stands for itself until its city is known (or when the
 * lookup fails).
 * @example const name = useCityNames(["RGN", "BKK"], "en"); name("RGN") // "Yangon"
 */
export function useCityNames(codes: readonly string[], locale: Locale): (code: string) => string {
  const [cities, setCities] = useState<CityNames>(() => storedCities());
  const key = [...new Set(codes)].sort().join(",");
  useEffect(() => {
    let live = true;
    for (const code of key.split(",").filter(Boolean))
      airportCity(code).then((city) => {
        if (live && city)
          setCities((all) => ({ ...all, [code]: { en: city.city, my: city.cityMy || city.city } }));
      });
    return () => {
      live = false;
    };
  }, [key]);
  return (code) => cities[code]?.[locale] ?? code;
}
