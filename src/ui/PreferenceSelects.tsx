import { $country, countries, setCountry } from "../stores/country.ts";
import { $currency, currencyCodes, setCurrency } from "../stores/currency.ts";
import { useClientStore } from "./use-client-store.ts";

export interface PreferenceStrings {
  "settings.currency": string;
  "settings.country": string;
  "country.myanmar": string;
  "country.foreigner": string;
}

interface Props {
  strings: PreferenceStrings;
  /** Distinguishes the ids when the header and the phone panel both render the selects. */
  idPrefix: string;
  /** `compact` for the desktop header (labels for screen readers only), `stacked` for the panel. */
  layout: "compact" | "stacked";
}

const selectClass =
  "rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-7 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand-600";

/** The Currency (MMK, USD) and Country (Myanmar, Foreigner) dropdowns, bound to their stores. */
export function PreferenceSelects({ strings, idPrefix, layout }: Props) {
  const currency = useClientStore($currency, "USD");
  const country = useClientStore($country, "myanmar");
  const labelClass = layout === "compact" ? "sr-only" : "block text-sm font-semibold text-slate-700";
  const wrap = layout === "compact" ? "flex items-center" : "flex flex-col gap-1";
  return (
    <>
      <div className={wrap}>
        <label htmlFor={`${idPrefix}-currency`} className={labelClass}>
          {strings["settings.currency"]}
        </label>
        <select
          id={`${idPrefix}-currency`}
          name="currency"
          className={selectClass}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {currencyCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className={wrap}>
        <label htmlFor={`${idPrefix}-country`} className={labelClass}>
          {strings["settings.country"]}
        </label>
        <select
          id={`${idPrefix}-country`}
          name="country"
          className={selectClass}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {countries.map((value) => (
            <option key={value} value={value}>
              {strings[`country.${value}`]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
