import { type RefObject, useId, useRef } from "react";
import type { CabinCode } from "../../domain/search-params.ts";
import { useKeepInViewport } from "../../ui/keep-in-viewport.ts";
import type { PanelT } from "./strings.ts";
import { useDismiss } from "./use-dismiss.ts";

interface Props {
  cabin: CabinCode | null;
  open: boolean;
  invalid: boolean;
  t: PanelT;
  onToggle: () => void;
  onClose: () => void;
  onPick: (cabin: CabinCode) => void;
  /** The dropdown's button: the panel focuses it when the cabin rule fails. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const cabins: CabinCode[] = ["Y", "W", "J", "F"];

/** The cabin-class dropdown; picking a class closes it (spec section 4). */
export function CabinMenu({ cabin, open, invalid, t, onToggle, onClose, onPick, buttonRef }: Props) {
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, onClose, buttonRef);
  const popup = useRef<HTMLUListElement>(null);
  useKeepInViewport(popup, open);
  return (
    <div ref={ref} className="relative w-full sm:w-auto">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={invalid || undefined}
        onClick={onToggle}
        className="flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:border-brand-500 aria-invalid:border-red-600 sm:w-52"
      >
        <span className="truncate">
          <span className="sr-only">{t("searchPanel.cabin")}: </span>
          {cabin ? t(`cabin.${cabin}`) : t("searchPanel.selectCabin")}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        ref={popup}
        id={panelId}
        hidden={!open}
        aria-label={t("searchPanel.cabin")}
        className="absolute left-0 z-30 mt-2 w-56 max-w-[calc(100vw-16px)] max-sm:right-0 max-sm:w-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        {cabins.map((code) => (
          <li key={code}>
            <button
              type="button"
              aria-pressed={cabin === code}
              onClick={() => {
                onPick(code);
                buttonRef.current?.focus();
              }}
              className="w-full px-4 py-2 text-left hover:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-700"
            >
              {t(`cabin.${code}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
