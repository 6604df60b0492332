import type { FareType } from "../../../domain/fare-type.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { setCountry } from "../../../stores/country.ts";
import type { OffersState } from "./offers-state.ts";

/**
 * The fare type the results show, when it matters: a domestic search (or offers that stay in
 * Myanmar) priced for citizens or foreigners; null abroad, where one fare is for everyone.
 */
export function shownFareType(params: SearchParams | null, state: OffersState): FareType | null {
  if (!params?.fareType) return null;
  const home = params.travelType === 1 || (state.kind === "ready" && state.offers.some((o) => o.fareType));
  return home ? params.fareType : null;
}

/**
 * Which fare the list shows ("Myanmar citizen fare: NRC needed for each adult"), and a button for
 * the other one, which changes the Country setting as the header's would: the list is priced
 * again in place. Announced when it changes.
 */
export function FareLine({ fareType, t }: { fareType: FareType | null; t: Translate }) {
  if (!fareType) return null;
  const citizen = fareType === "citizen";
  return (
    <div
      className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm"
      data-testid="fare-line"
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
