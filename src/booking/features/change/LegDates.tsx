import type { LegView } from "../../../domain/booking-legs.ts";
import { DayMonthYearField } from "../../../ui/DayMonthYearField.tsx";
import { legTitle } from "../../common/leg-title.ts";
import { useLocale, useT } from "../../use-t.ts";

/** One leg of a multi-city booking on the change form: whether it moves, and to which date. */
export interface LegDate {
  change: boolean;
  date: string;
}

/**
 * A multi-city booking's legs on the change form (docs/adr/0085): a box to tick each leg that
 * moves and, once ticked, its new date in the app's date field; an unticked leg keeps its flights.
 */
export function LegDates({
  legs,
  value,
  onChange,
  labels,
}: {
  legs: LegView[];
  value: LegDate[];
  onChange: (next: LegDate[]) => void;
  labels: { day: string; month: string; year: string; chooseMonth: string };
}) {
  const t = useT();
  const locale = useLocale();
  const set = (index: number, part: Partial<LegDate>) =>
    onChange(value.map((leg, i) => (i === index ? { ...leg, ...part } : leg)));
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm text-slate-700">{t("change.legsHint")}</legend>
      {legs.map((leg, index) => {
        const own = value[index];
        if (!own) return null;
        const name = legTitle(t, leg.name, {
          outbound: "account.booking.outbound",
          return: "account.booking.return",
        });
        return (
          <div key={leg.key} className="rounded-lg bg-slate-50 p-3">
            <label className="flex items-center gap-2 font-medium">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={own.change}
                onChange={(event) => set(index, { change: event.target.checked })}
              />
              {t("change.moveLeg", { leg: name, route: `${leg.origin} → ${leg.destination}` })}
            </label>
            {own.change && (
              <div className="mt-3">
                <DayMonthYearField
                  id={`change-leg-${index + 1}`}
                  label={t("change.legDate", { leg: name })}
                  value={own.date}
                  onChange={(date) => set(index, { date })}
                  locale={locale}
                  labels={labels}
                />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
