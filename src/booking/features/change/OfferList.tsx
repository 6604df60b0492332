import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { secondaryButton } from "../../common/classes.ts";
import { useLocale, useT } from "../../use-t.ts";
import { offerLines } from "./offer-line.ts";

/**
 * The flights a booking can change to, one a row: its flights and times, what moving there costs
 * (already written in the page's currency and language: an amount, or "No charge"), and a button
 * that chooses it, named `choose`.
 */
export function OfferList({
  items,
  choose,
  onChoose,
}: {
  items: Array<{ offer: FlightOffer; cost: string }>;
  choose: string;
  onChoose: (index: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-4 space-y-3" aria-live="polite">
      {items.map((item, index) => (
        <li
          key={item.offer.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3"
        >
          <div>
            {offerLines(item.offer, locale).map((line) => (
              <p key={line} className="font-medium">
                {line}
              </p>
            ))}
            <p className="text-sm text-slate-700">
              {t("change.cost")}: <strong>{item.cost}</strong>
            </p>
          </div>
          <button type="button" className={secondaryButton} onClick={() => onChoose(index)}>
            {choose}
          </button>
        </li>
      ))}
    </ul>
  );
}
