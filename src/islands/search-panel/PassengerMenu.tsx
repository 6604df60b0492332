import { useId, useRef } from "react";
import { localDigits } from "../../domain/myanmar-digits.ts";
import { maxCount, PASSENGER_LIMITS, type PassengerKind, type SearchForm } from "../../domain/search-form.ts";
import type { Locale } from "../../i18n/locales.ts";
import { useKeepInViewport } from "../../ui/keep-in-viewport.ts";
import type { PanelT } from "./strings.ts";
import { useDismiss } from "./use-dismiss.ts";

interface Props {
  form: SearchForm;
  t: PanelT;
  locale: Locale;
  onToggle: () => void;
  onClose: () => void;
  onCount: (kind: PassengerKind, value: number) => void;
}

const rows = [
  { kind: "adults", label: "searchPanel.adults", hint: "searchPanel.adultsHint" },
  { kind: "children", label: "searchPanel.children", hint: "searchPanel.childrenHint" },
  { kind: "infants", label: "searchPanel.infants", hint: "searchPanel.infantsHint" },
] as const;

const stepper =
  "grid size-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400";

/** The passenger-count dropdown: adults 12+, children 2-11, infants on lap (never more than adults). */
export function PassengerMenu({ form, t, locale, onToggle, onClose, onCount }: Props) {
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(ref, form.passengersOpen, onClose, button);
  const popup = useRef<HTMLDivElement>(null);
  useKeepInViewport(popup, form.passengersOpen);
  return (
    <div ref={ref} className="relative w-full sm:w-auto">
      <button
        ref={button}
        type="button"
        aria-expanded={form.passengersOpen}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:border-brand-500 sm:w-68"
      >
        <span className="truncate">
          <span className="sr-only">{t("searchPanel.passengers")}: </span>
          {t("searchPanel.passengerSummary", {
            adults: form.adults,
            children: form.children,
            infants: form.infants,
          })}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {/* On a phone as wide as its full-width button, so it fits the screen at any text size
          from its first frame (a tap before React arrives opens it too); wider, kept on the
          screen by useKeepInViewport. */}
      <div
        ref={popup}
        id={panelId}
        hidden={!form.passengersOpen}
        className="absolute left-0 z-30 mt-2 w-72 max-w-[calc(100vw-16px)] max-sm:right-0 max-sm:w-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <ul className="space-y-3">
          {rows.map(({ kind, label, hint }) => {
            const value = form[kind];
            const name = t(label);
            return (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span>
                  <span className="block font-semibold">{name}</span>
                  <span className="block text-sm text-slate-600">{t(hint)}</span>
                </span>
                <span className="ml-auto flex items-center gap-2">
                  <button
                    type="button"
                    className={stepper}
                    aria-label={t("searchPanel.remove", { kind: name })}
                    disabled={value <= PASSENGER_LIMITS[kind].min}
                    onClick={() => onCount(kind, value - 1)}
                  >
                    −
                  </button>
                  <output aria-live="polite" aria-label={name} className="w-5 text-center font-semibold">
                    {localDigits(value, locale)}
                  </output>
                  <button
                    type="button"
                    className={stepper}
                    aria-label={t("searchPanel.add", { kind: name })}
                    disabled={value >= maxCount(form, kind)}
                    onClick={() => onCount(kind, value + 1)}
                  >
                    +
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
