import { SORT_KEYS, type SortKey } from "../../../domain/offer-list.ts";
import type { Translate } from "../../../i18n/translate.ts";

/** 'Sorted By' Airlines / Price / Time, as a radio group styled as a segmented control. */
export function SortControl({
  sort,
  onSort,
  t,
}: {
  sort: SortKey;
  onSort: (key: SortKey) => void;
  t: Translate;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-2 text-sm font-semibold text-slate-700">
        {t("results.sortedBy")}
      </legend>
      <div className="flex flex-wrap rounded-3xl bg-slate-100 p-1">
        {SORT_KEYS.map((key) => (
          <label
            key={key}
            className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="sort"
              value={key}
              className="sr-only"
              checked={sort === key}
              onChange={() => onSort(key)}
            />
            {t(`results.sort.${key}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
