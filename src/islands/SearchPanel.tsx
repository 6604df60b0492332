import { useStore } from "@nanostores/react";
import {
  createRef,
  type SubmitEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { addDays, localDate } from "../domain/dates.ts";
import { fareTypeFor } from "../domain/fare-type.ts";
import { MAX_LEGS } from "../domain/multi-city.ts";
import { fillTemplate, numberParams, type RuleFailure } from "../domain/rule-messages.ts";
import {
  formLegs,
  HOME_UTC_OFFSET,
  initialSearchForm,
  restoreSearchForm,
  searchFormReducer,
  type TripType,
  toSearchParams,
  validateSearchForm,
} from "../domain/search-form.ts";
import { MAX_DAYS_AHEAD } from "../domain/search-params.ts";
import { searchToQuery } from "../domain/search-query.ts";
import type { Locale } from "../i18n/locales.ts";
import { localePath } from "../routes.ts";
import { $country } from "../stores/country.ts";
import {
  $lastSearchForm,
  $recentAirports,
  clearSearchDraft,
  readSearchDraft,
  rememberSearchForm,
  saveSearchDraft,
} from "../stores/last-search.ts";
import { saveSearchParams } from "../stores/search-params.ts";
import { rememberAirport } from "../ui/combobox.ts";
import { announceLive } from "../ui/island-live.ts";
import { onIdle } from "../ui/lazy.ts";
import { ToastHost } from "../ui/ToastHost.tsx";
import { toast } from "../ui/toast.ts";
import { AirportCombobox } from "./search-panel/AirportCombobox.tsx";
import { CabinMenu } from "./search-panel/CabinMenu.tsx";
import { DateField } from "./search-panel/DateField.tsx";
import { type LegRefs, MultiCityLegs } from "./search-panel/MultiCityLegs.tsx";
import { PassengerMenu } from "./search-panel/PassengerMenu.tsx";
import { type SearchPanelKey, type SearchPanelStrings, stringsT } from "./search-panel/strings.ts";

interface Props {
  locale: Locale;
  strings: SearchPanelStrings;
  /** Its own toasts' container (on the home page); inside the booking app, the app's. */
  toaster?: boolean;
}

const trips: Array<{ value: TripType; label: SearchPanelKey }> = [
  { value: "oneWay", label: "searchPanel.oneWay" },
  { value: "roundTrip", label: "searchPanel.roundTrip" },
  { value: "multiCity", label: "searchPanel.multiCity" },
];

/**
 * Starts downloading /flights' code (the app and its results screen) while the form is filled.
 * Asked for on the first touch or focus, started once the browser is idle: starting the imports
 * adds a preload link per chunk, which inside the tap's own handler held its answer back
 * (about 30 ms of a 200 ms tap under the mobile profile).
 */
function prefetchResults(locale: Locale) {
  onIdle(() => {
    import("../booking/App.tsx").then(
      ({ preloadScreen }) => preloadScreen("flights", locale),
      () => undefined,
    );
  });
}

/**
 * The flight search panel on / and /my/ (spec "Flight search panel"): rendered to HTML at build
 * time, hydrated when the page is idle or on first touch. A valid search stores the search
 * parameters and goes to /flights; each failed rule shows its toast and focuses its field.
 */
export default function SearchPanel({ locale, strings, toaster = true }: Props) {
  const t = stringsT(strings, locale);
  const [form, dispatch] = useReducer(searchFormReducer, initialSearchForm);
  const [invalid, setInvalid] = useState<string | null>(null);
  const recent = useStore($recentAirports);
  const today = localDate(new Date(), HOME_UTC_OFFSET);
  const prefetched = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refs = {
    from: useRef<HTMLDivElement>(null),
    to: useRef<HTMLDivElement>(null),
    departureDate: useRef<HTMLButtonElement>(null),
    returnDate: useRef<HTMLButtonElement>(null),
    travelType: useRef<HTMLInputElement>(null),
    travelClass: useRef<HTMLButtonElement>(null),
  };
  // Multi-city: Flight 2 onwards.
  const legRefs = useMemo<LegRefs[]>(
    () =>
      Array.from({ length: MAX_LEGS - 1 }, () => ({
        from: createRef<HTMLDivElement>(),
        to: createRef<HTMLDivElement>(),
        departureDate: createRef<HTMLButtonElement>(),
      })),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores the form once, after hydration.
  useEffect(() => {
    // This tab's half-filled form first (a language switch loads the other home page), else the
    // last search.
    dispatch({ type: "restore", form: restoreSearchForm(readSearchDraft() ?? $lastSearchForm.get(), today) });
    announceLive(formRef.current);
  }, []);
  // Every change after that is kept as this tab's draft (not the form before it was restored).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) saveSearchDraft(form);
    restored.current = true;
  }, [form]);

  const warmUp = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetchResults(locale);
  };
  const closeMenus = useCallback(() => dispatch({ type: "closeMenus" }), []);
  // The rule's toast goes once its field is changed: it no longer says what is wrong.
  const failureShown = useRef<RuleFailure | null>(null);
  const fieldChanged = (field: string) => {
    if (invalid !== field) return;
    setInvalid(null);
    const shown = failureShown.current;
    if (shown) toast.dismiss(`${shown.code}-${shown.params.leg ?? ""}`);
    failureShown.current = null;
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [failure] = validateSearchForm(form, today);
    if (failure) return showFailure(failure);
    // Priced for the Country setting: citizen or foreigner fares on domestic flights.
    const params = { ...toSearchParams(form), fareType: fareTypeFor($country.get()) };
    saveSearchParams(params);
    rememberSearchForm(form);
    clearSearchDraft();
    let next = $recentAirports.get();
    const legs = form.tripType === "multiCity" ? formLegs(form) : [{ from: form.from, to: form.to }];
    for (const choice of legs.flatMap((leg) => [leg.to, leg.from]).reverse())
      if (choice) next = rememberAirport(next, choice);
    $recentAirports.set(next);
    // The results page carries its search in its address (reload, bookmark, share), in this
    // page's language.
    window.location.assign(localePath(locale, "flights", {}, searchToQuery(params)));
  };

  const showFailure = (failure: RuleFailure) => {
    const key = `rule.${failure.code}` as SearchPanelKey;
    const text = key in strings ? t(key, numberParams(failure.params)) : failure.message;
    const leg = failure.params.leg;
    // A multi-city leg's failure names its flight: "Flight 2: Please select departure date".
    const filled = fillTemplate(text, failure.params);
    toast.error(typeof leg === "number" ? t("rules.inLeg", { n: leg, message: filled }) : filled, {
      id: `${failure.code}-${leg ?? ""}`,
    });
    failureShown.current = failure;
    // The first leg's fields are the panel's own From, To and Departure Date.
    const [, index = "", name = ""] = failure.field.split(".");
    const field = failure.field.startsWith("legs.0.") ? name : failure.field;
    setInvalid(field);
    const target =
      failure.field.startsWith("legs.") && index !== "0"
        ? legRefs[Number(index) - 1]?.[name as keyof LegRefs]?.current
        : refs[field as keyof typeof refs]?.current;
    const focusable = target instanceof HTMLDivElement ? target.querySelector("input") : target;
    focusable?.focus();
  };

  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  // The two date fields keep one height when one date wraps (a long Myanmar date on a phone).
  const dateCell = "self-stretch lg:self-end @max-[14rem]:col-span-2";
  const roundTrip = form.tripType === "roundTrip";
  const multiCity = form.tripType === "multiCity";
  const searchButton = (
    <button
      type="submit"
      className="col-span-2 min-h-12 rounded-lg bg-accent-500 px-8 text-base font-semibold text-ink hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:col-span-1"
    >
      {t("searchPanel.search")}
    </button>
  );
  const chip =
    "flex min-h-10 flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-full px-2 text-sm max-[22.5rem]:px-1.5 max-[22.5rem]:text-xs sm:flex-none sm:px-4 font-semibold text-slate-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500";
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      onFocus={warmUp}
      onPointerDown={warmUp}
      className="@container mt-4 space-y-4"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {/* A full-width switch on a phone, each trip type on one line; with text enlarged they wrap. */}
        <fieldset className="flex w-full flex-wrap rounded-3xl bg-slate-100 p-1 sm:w-auto">
          <legend className="sr-only">{t("searchPanel.tripType")}</legend>
          {trips.map((trip) => (
            <label key={trip.value} className={chip}>
              <input
                type="radio"
                name="tripType"
                value={trip.value}
                className="sr-only"
                checked={form.tripType === trip.value}
                onChange={() => dispatch({ type: "tripType", tripType: trip.value })}
              />
              {t(trip.label)}
            </label>
          ))}
        </fieldset>
        <fieldset
          className="flex flex-wrap items-center gap-x-4 gap-y-2"
          aria-invalid={invalid === "travelType" || undefined}
        >
          <legend className="sr-only">{t("searchPanel.travelType")}</legend>
          {(["domestic", "international"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm font-semibold">
              <input
                ref={kind === "domestic" ? refs.travelType : undefined}
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={form[kind]}
                onChange={(event) => {
                  fieldChanged("travelType");
                  dispatch({ type: kind, checked: event.target.checked });
                }}
              />
              {t(`searchPanel.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto">
          <PassengerMenu
            form={form}
            t={t}
            locale={locale}
            onToggle={() => dispatch({ type: "togglePassengers" })}
            onClose={closeMenus}
            onCount={(kind, value) => dispatch({ type: "count", kind, value })}
          />
          <CabinMenu
            cabin={form.cabin}
            open={form.cabinOpen}
            invalid={invalid === "travelClass"}
            t={t}
            buttonRef={refs.travelClass}
            onToggle={() => dispatch({ type: "toggleCabin" })}
            onClose={closeMenus}
            onPick={(cabin) => {
              fieldChanged("travelClass");
              dispatch({ type: "cabin", cabin });
            }}
          />
        </div>
      </div>
      {multiCity && (
        <p id="search-flight-1" className="-mb-1 text-sm font-semibold text-brand-700">
          {t("searchPanel.flightN", { n: 1 })}
        </p>
      )}
      {/* On a multi-city trip, Flight 1 (the row keeps its place; the legs after it follow). */}
      <div
        {...(multiCity ? { role: "group", "aria-labelledby": "search-flight-1" } : {})}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[1fr_1fr_0.9fr_0.9fr_auto]"
      >
        {(["from", "to"] as const).map((end) => (
          // Side by side, From and To align at the top: a "no airport matches" line under one
          // (AirportCombobox) leaves the other where it is.
          <div key={end} ref={refs[end]} className="col-span-2 sm:col-span-1 sm:self-start lg:self-auto">
            <AirportCombobox
              id={`search-${end}`}
              label={t(`searchPanel.${end}`)}
              value={form[end]}
              recent={recent}
              locale={locale}
              t={t}
              invalid={invalid === end}
              onChange={(airport) => {
                fieldChanged(end);
                dispatch({ type: end, airport });
              }}
            />
          </div>
        ))}
        {/* Side by side on a phone; one above the other when enlarged text leaves them too narrow. */}
        <div className={dateCell}>
          <DateField
            name="departureDate"
            locale={locale}
            label={t("searchPanel.departureDate")}
            dialogLabel={t("searchPanel.chooseDeparture")}
            value={form.departureDate}
            min={today}
            max={maxDate}
            t={t}
            invalid={invalid === "departureDate"}
            buttonRef={refs.departureDate}
            onChange={(date) => {
              fieldChanged("departureDate");
              fieldChanged("legs.1.departureDate");
              dispatch({ type: "departureDate", date });
            }}
          />
        </div>
        {/* Always laid out, shown only for round trips: nothing moves when the trip type changes. */}
        <div
          className={`${dateCell} ${roundTrip ? "" : "invisible"}`}
          inert={!roundTrip}
          aria-hidden={!roundTrip || undefined}
        >
          <DateField
            name="returnDate"
            locale={locale}
            label={t("searchPanel.returnDate")}
            dialogLabel={t("searchPanel.chooseReturn")}
            value={form.returnDate}
            min={form.departureDate ?? today}
            max={maxDate}
            t={t}
            invalid={invalid === "returnDate"}
            buttonRef={refs.returnDate}
            disabled={!roundTrip}
            alignEnd
            onChange={(date) => {
              fieldChanged("returnDate");
              dispatch({ type: "returnDate", date });
            }}
          />
        </div>
        {!multiCity && searchButton}
      </div>
      {multiCity && (
        <>
          <MultiCityLegs
            legs={form.legs}
            firstDate={form.departureDate}
            refs={legRefs}
            invalid={invalid}
            canAdd={form.legs.length + 1 < MAX_LEGS}
            today={today}
            maxDate={maxDate}
            recent={recent}
            locale={locale}
            t={t}
            onAirport={(index, end, airport) => {
              fieldChanged(`legs.${index + 1}.${end}`);
              dispatch({ type: end === "from" ? "legFrom" : "legTo", index, airport });
            }}
            onDate={(index, date) => {
              fieldChanged(`legs.${index + 1}.departureDate`);
              // A date before this one was the next leg's failure: it may be mended here.
              fieldChanged(`legs.${index + 2}.departureDate`);
              dispatch({ type: "legDate", index, date });
            }}
            onRemove={(index) => dispatch({ type: "removeLeg", index })}
            onAdd={() => dispatch({ type: "addLeg" })}
          />
          <div className="grid grid-cols-2 lg:flex lg:justify-end">{searchButton}</div>
        </>
      )}
      {toaster && <ToastHost />}
    </form>
  );
}
