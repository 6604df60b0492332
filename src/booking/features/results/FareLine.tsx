import { FARE_TYPES, type FareType } from "../../../domain/fare-type.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { setCountry } from "../../../stores/country.ts";
import type { OffersState } from "./offers-state.ts";

/**
 * The fare type the results show, when it matters: a domestic search (or offers that stay in
 * Myanmar) priced for citizens or foreigners; null abroad, where one fare is for everyone;
 * undefined while the search is not known.
 */
export function shownFareType(params: SearchParams | null, state: OffersState): FareType | null | undefined {
  if (!params) return undefined;
  if (!params.fareType) return null;
  const home = params.travelType === 1 || (state.kind === "ready" && state.offers.some((o) => o.fareType));
  return home ? params.fareType : null;
}

/**
 * Before the search is known (the built page, hydrating), the line of the fare the page's head
 * read from the address (its root's `data-fare`, results-mark.ts), the other one left out: the
 * place is there from the first paint. Written out whole, as Tailwind reads them.
 */
const MARKED: Record<FareType, string> = {
  citizen: "hidden [html[data-fare=citizen]_&]:flex",
  foreigner: "hidden [html[data-fare=foreigner]_&]:flex",
};

/**
 * Which fare the list shows ("Myanmar citizen fare: NRC needed for each adult"), and a button for
 * the other one, which changes the Country setting as the header's would: the list is priced
 * again in place. Announced when it changes. `fareType` undefined: the search is not known yet,
 * and the line the page's head marked shows.
 */
export function FareLine({ fareType, t }: { fareType: FareType | null | undefined; t: Translate }) {
  if (fareType === undefined)
    return (
      <>
        {FARE_TYPES.map((marked) => (
          <Line key={marked} fareType={marked} shown={MARKED[marked]} t={t} marked />
        ))}
      </>
    );
  return fareType && <Line fareType={fareType} shown="flex" t={t} marked={false} />;
}

/** The line; `marked`, one drawn before the search is known (not the line tests and tools look for). */
function Line({
  fareType,
  shown,
  t,
  marked,
}: {
  fareType: FareType;
  shown: string;
  t: Translate;
  marked: boolean;
}) {
  const citizen = fareType === "citizen";
  return (
    <div
      className={`${shown} mt-4 flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm`}
      data-testid={marked ? undefined : "fare-line"}
    >
      <p className="font-semibold text-slate-900" aria-live="polite">
        {t(citizen ? "results.fare.citizen" : "results.fare.foreigner")}
      </p>
      <button
        type="button"
        className="text-left font-semibold text-brand-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-600"
        onClick={() => setCountry(citizen ? "foreigner" : "myanmar")}
      >
        {t(citizen ? "results.fare.showForeigner" : "results.fare.showCitizen")}
      </button>
    </div>
  );
}
