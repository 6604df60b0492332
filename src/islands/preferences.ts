import type { ReadableAtom } from "nanostores";
import { $country, setCountry } from "../stores/country.ts";
import { $currency, setCurrency } from "../stores/currency.ts";

const bindings: Record<string, { store: ReadableAtom<string>; set: (value: string) => void }> = {
  currency: { store: $currency, set: setCurrency },
  country: { store: $country, set: setCountry },
};

/**
 * Binds every `select[data-preference]` (the header's and the phone Settings panel's) to its
 * persisted store, both ways: a change is saved, and a change made elsewhere (the other select,
 * another tab) is shown.
 */
export function mountPreferences(root: ParentNode = document): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-preference]")) {
    const binding = bindings[select.dataset.preference ?? ""];
    if (!binding) continue;
    binding.store.subscribe((value) => {
      select.value = value;
    });
    select.addEventListener("change", () => binding.set(select.value));
  }
}
