import { useEffect } from "react";
import { loadCurrencies } from "../stores/currencies.ts";
import { PreferenceSelects, type PreferenceStrings } from "../ui/PreferenceSelects.tsx";

interface Props {
  strings: PreferenceStrings;
}

/** Desktop header: the Currency and Country dropdowns; fetches (or reuses) the currency list. */
export default function HeaderSettings({ strings }: Props) {
  useEffect(() => {
    loadCurrencies();
  }, []);
  return (
    <div className="flex items-center gap-2">
      <PreferenceSelects strings={strings} idPrefix="header" layout="compact" />
    </div>
  );
}
