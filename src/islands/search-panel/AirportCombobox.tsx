import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { searchAirports } from "../../api/airports.ts";
import type { AirportChoice } from "../../domain/search-form.ts";
import type { Locale } from "../../i18n/locales.ts";
import {
  type AirportOption,
  airportLabel,
  airportOptions,
  moveHighlight,
  plainChoice,
  recentOptions,
} from "../../ui/combobox.ts";
import type { PanelT } from "./strings.ts";

interface Props {
  id: string;
  label: string;
  value: AirportChoice | null;
  /** A choice, or null once the traveller edits the text of one. */
  onChange: (choice: AirportChoice | null) => void;
  recent: readonly AirportChoice[];
  locale: Locale;
  t: PanelT;
  invalid: boolean;
}

/** Waits this long after the last keystroke before asking the API. */
const DEBOUNCE_MS = 150;

/**
 * From / To: an ARIA 1.2 combobox (an input with a listbox popup) over `GET /apis/airports`,
 * English and Myanmar city names and codes; recent choices when the input is empty.
 *
 * Editing the text drops the airport chosen before; leaving the field takes the airport the text
 * plainly means (`plainChoice`), else keeps the text unchosen, so that Search refuses it rather
 * than run a route nobody asked for. A text nothing matches is said so under the field.
 */
export function AirportCombobox({ id, label, value, onChange, recent, locale, t, invalid }: Props) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value ? airportLabel(value, locale) : "");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AirportOption[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const [showRecent, setShowRecent] = useState(false);
  /** The text the listed options answer. */
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  /** The (trimmed) text no airport matches. */
  const [noMatch, setNoMatch] = useState<string | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const messageId = `${id}-no-match`;

  // A choice shows as its label; no choice leaves what was typed.
  useEffect(() => {
    if (value) setText(airportLabel(value, locale));
  }, [value, locale]);

  // Text typed before the island hydrated is kept and searched (runs once, on hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's DOM matters.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.value && !value && document.activeElement === input) openWith(input.value);
  }, []);

  const query = showRecent ? "" : text;
  useEffect(() => {
    if (!open || showRecent || query.trim() === "") return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAirports(query, controller.signal)
        .then((airports) => {
          const next = airportOptions(airports, locale);
          setOptions(next);
          setAnsweredFor(query);
          setActive(next.length > 0 ? 0 : -1);
          setNoMatch(next.length > 0 ? null : query.trim());
          setStatus(next.length > 0 ? t("searchPanel.airportsFound", { n: next.length }) : "");
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus(t("searchPanel.airportsFailed"));
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, open, showRecent, locale, t]);

  const openWith = (nextText: string) => {
    setText(nextText);
    setOpen(true);
    const empty = nextText.trim() === "";
    setShowRecent(empty);
    if (empty) {
      setOptions(recentOptions(recent, locale));
      setActive(-1);
      setStatus("");
    }
  };

  /** What the traveller types: it no longer names the airport chosen before. */
  const edit = (nextText: string) => {
    if (value) onChange(null);
    openWith(nextText);
  };

  const choose = (option: AirportOption) => {
    onChange(option.choice);
    setText(option.label);
    setOpen(false);
    setActive(-1);
    setNoMatch(null);
  };

  /** The airport the text plainly means, if any; else the text stays, unchosen. */
  const settle = (listed: readonly AirportOption[], typed: string) => {
    const plain = plainChoice(listed, typed);
    if (plain) choose(plain);
    else if (listed.length === 0) setNoMatch(typed.trim());
  };

  /** Leaving the field: a typed text is taken only when it plainly means one airport. */
  const leave = () => {
    close();
    if (value || showRecent || text.trim() === "") return;
    if (answeredFor === text) return settle(options, text);
    // Left before the answer came: ask once more, and settle if the text is still the same.
    const typed = text;
    searchAirports(typed)
      .then((airports) => {
        if (textRef.current === typed) settle(airportOptions(airports, locale), typed);
      })
      .catch(() => undefined);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
    if (value) setText(airportLabel(value, locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (open) event.stopPropagation();
      close();
      return;
    }
    // The list still shows the answer to an earlier text (the newer one is on its way): Enter waits
    // for it rather than take a city the text no longer names.
    const current = showRecent || answeredFor === text;
    if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option && current) choose(option);
      return;
    }
    // Tab accepts the highlighted airport and moves on (as a select would): typing "yangon" and
    // tabbing to To no longer leaves From unchosen behind the typed word.
    if (event.key === "Tab" && open && active >= 0 && !showRecent && current) {
      const option = options[active];
      if (option) choose(option);
      return;
    }
    if (event.key === "ArrowDown" && !open) {
      event.preventDefault();
      openWith(text);
      return;
    }
    if (!open || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    const next = moveHighlight(active, event.key, options.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    }
  };

  const visible = open && options.length > 0;
  const noMatchShown = !showRecent && noMatch !== null && noMatch !== "" && noMatch === text.trim();
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={listId}
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={noMatchShown ? messageId : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("searchPanel.airportPlaceholder")}
        value={text}
        onChange={(event) => edit(event.target.value)}
        onFocus={(event) => event.target.select()}
        onClick={() => !open && openWith(value ? "" : text)}
        onBlur={leave}
        onKeyDown={onKeyDown}
        className="mt-1 min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-600"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={showRecent ? t("searchPanel.recent") : label}
        hidden={!visible}
        className="absolute z-30 mt-1 max-h-72 w-full min-w-[min(16rem,calc(100vw-4rem))] overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-ink shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (ARIA 1.2 pattern).
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActive(index)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-brand-50"
          >
            <span className="block font-semibold">{option.label}</span>
            {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
          </div>
        ))}
      </div>
      {/* Nothing matches: said under the field, and read out (a live region), until the text changes. */}
      <div aria-live="polite">
        {noMatchShown && (
          // Under the field; on a wide screen below the row, where it moves no field.
          <p
            id={messageId}
            className="mt-1 text-sm font-semibold text-red-700 lg:absolute lg:top-full lg:left-0 lg:w-max lg:max-w-[min(36rem,80vw)]"
          >
            {t("searchPanel.noAirports", { query: noMatch })}
          </p>
        )}
      </div>
      {/* The search failed: said on the screen too, not only to screen readers (the live region
          below already reads it out). */}
      {open && !showRecent && options.length === 0 && status && !noMatchShown && (
        <p
          aria-hidden="true"
          className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
        >
          {status}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {open ? status : ""}
      </p>
    </div>
  );
}
