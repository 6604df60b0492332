import type { RefObject } from "react";
import { MAX_LEGS } from "../../domain/multi-city.ts";
import type { AirportChoice, LegForm } from "../../domain/search-form.ts";
import type { Locale } from "../../i18n/locales.ts";
import { AirportCombobox } from "./AirportCombobox.tsx";
import { DateField } from "./DateField.tsx";
import type { PanelT } from "./strings.ts";

/** The refs of one leg's fields, for focusing the one a failed rule names. */
export interface LegRefs {
  from: RefObject<HTMLDivElement | null>;
  to: RefObject<HTMLDivElement | null>;
  departureDate: RefObject<HTMLButtonElement | null>;
}

interface Props {
  /** The legs after the first (Flight 2 onwards). */
  legs: readonly LegForm[];
  /** The first leg's date: Flight 2's calendar starts there. */
  firstDate: string | null;
  refs: readonly LegRefs[];
  /** The failing field, as `legs.<n>.<field>` (n counts every leg from 0). */
  invalid: string | null;
  canAdd: boolean;
  today: string;
  maxDate: string;
  recent: readonly AirportChoice[];
  locale: Locale;
  t: PanelT;
  onAirport: (index: number, end: "from" | "to", airport: AirportChoice | null) => void;
  onDate: (index: number, date: string) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/**
 * A multi-city trip's Flight 2 onwards, each with From, To and Departure Date (the search panel's
 * own fields) and, from the third, Remove; then Add a flight, up to five. A leg's calendar starts
 * at the previous leg's date: dates do not go backwards.
 */
export function MultiCityLegs(props: Props) {
  const { legs, firstDate, refs, invalid, canAdd, today, maxDate, recent, locale, t } = props;
  return (
    <div className="space-y-3">
      {legs.map((leg, index) => {
        const n = index + 2;
        const field = (name: string) => invalid === `legs.${index + 1}.${name}`;
        const previousDate = index === 0 ? firstDate : (legs[index - 1]?.date ?? null);
        const legRefs = refs[index];
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its place in the trip.
            key={index}
            className="grid grid-cols-2 items-end gap-3 border-t border-slate-100 pt-3 lg:grid-cols-[1fr_1fr_0.9fr_0.9fr_auto]"
          >
            <legend className="float-left col-span-full text-sm font-semibold text-brand-700">
              {t("searchPanel.flightN", { n })}
            </legend>
            {(["from", "to"] as const).map((end) => (
              <div key={end} ref={legRefs?.[end]} className="col-span-2 sm:col-span-1">
                <AirportCombobox
                  id={`search-leg${n}-${end}`}
                  label={t(`searchPanel.${end}`)}
                  value={leg[end]}
                  recent={recent}
                  locale={locale}
                  t={t}
                  invalid={field(end)}
                  onChange={(airport) => props.onAirport(index, end, airport)}
                />
              </div>
            ))}
            <div className="self-stretch lg:self-end">
              <DateField
                name={`legDate${n}`}
                locale={locale}
                label={t("searchPanel.departureDate")}
                dialogLabel={t("searchPanel.chooseDeparture")}
                value={leg.date}
                min={previousDate && previousDate > today ? previousDate : today}
                max={maxDate}
                t={t}
                invalid={field("departureDate")}
                buttonRef={legRefs?.departureDate ?? { current: null }}
                onChange={(date) => props.onDate(index, date)}
              />
            </div>
            <div className="flex items-end lg:col-span-2">
              {n > 2 && (
                <button
                  type="button"
                  onClick={() => props.onRemove(index)}
                  className="min-h-12 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {t("searchPanel.removeFlight", { n })}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      {canAdd ? (
        <button
          type="button"
          onClick={props.onAdd}
          className="min-h-11 rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          + {t("searchPanel.addFlight")}
        </button>
      ) : (
        <p className="text-sm text-slate-600">{t("rule.search.legsTooMany", { max: MAX_LEGS })}</p>
      )}
    </div>
  );
}
