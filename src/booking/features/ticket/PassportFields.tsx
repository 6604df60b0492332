import { isIsoDate, searchDate } from "../../../domain/dates.ts";
import { toLatinDigits } from "../../../domain/myanmar-digits.ts";
import type { PassengerInfo } from "../../../domain/passenger-info.ts";
import { shortValidity } from "../../../domain/passport.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Field, RequiredMark } from "../../../ui/Field.tsx";
import { loadCalendarStyles } from "../../../ui/stylesheet.ts";
import { useLoaded } from "../../../ui/use-loaded.ts";
import { CountrySelect } from "./CountrySelect.tsx";

/**
 * The passport expiry picker's code and the calendar's stylesheet, fetched when a passenger's
 * form opens (not with the ticket form: it would make /ticket a third heavier). Should it fail to
 * come, the page's policy reloads the page once (the contact and saved passengers are kept).
 */
async function loadExpiryPicker() {
  const [picker] = await Promise.all([import("./PassportExpiryPicker.tsx"), loadCalendarStyles()]);
  return picker.default;
}

interface Props {
  number: number;
  form: PassengerInfo;
  set: (field: keyof PassengerInfo, value: string) => void;
  errors: Partial<Record<keyof PassengerInfo, string>>;
  /** The fields Save will ask for. */
  required: ReadonlySet<keyof PassengerInfo>;
  today: string;
  /** The last flight's day: a passport valid less than 6 months after it gets a warning. */
  lastTravelDate?: string;
  locale: Locale;
  t: Translate;
}

/**
 * The passport: number, issuing country, expiry (a calendar, or typed), the spec's 6-month note,
 * and a warning naming the date when this passport is valid less than 6 months after the trip.
 */
export function PassportFields({
  number,
  form,
  set,
  errors,
  required,
  today,
  lastTravelDate,
  locale,
  t,
}: Props) {
  const expiryPicker = useLoaded(loadExpiryPicker);
  const PassportExpiryPicker = expiryPicker.value;
  const id = (field: keyof PassengerInfo) => `p${number}-${field}`;
  const expiry = form.passportExpiry ?? "";
  const until = lastTravelDate ? shortValidity(expiry, lastTravelDate) : null;
  const describedBy = [
    `p${number}-passport-note`,
    until ? `p${number}-passport-short` : null,
    errors.passportExpiry ? `${id("passportExpiry")}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const mark = (field: keyof PassengerInfo) => required.has(field) && <RequiredMark />;
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t("ticket.passportHeading")}</legend>
      <Field
        id={id("passportNumber")}
        required={required.has("passportNumber")}
        label={t("ticket.passportNumber")}
        hint={t("ticket.passportNumberHint")}
        value={form.passportNumber ?? ""}
        error={errors.passportNumber}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => set("passportNumber", toLatinDigits(e.currentTarget.value).toUpperCase())}
      />
      <CountrySelect
        id={id("countryOfPassport")}
        label={t("ticket.countryOfPassport")}
        value={form.countryOfPassport ?? ""}
        onChange={(code) => set("countryOfPassport", code)}
        locale={locale}
        choose={t("ticket.choose")}
        error={errors.countryOfPassport}
        required={required.has("countryOfPassport")}
      />
      <div>
        <label htmlFor={id("passportExpiry")} className="block text-sm font-medium text-slate-700">
          {t("ticket.passportExpiry")}
          {mark("passportExpiry")}
        </label>
        {PassportExpiryPicker ? (
          <PassportExpiryPicker
            id={id("passportExpiry")}
            value={expiry}
            onChange={(iso) => set("passportExpiry", iso)}
            today={today}
            locale={locale}
            invalid={Boolean(errors.passportExpiry)}
            describedBy={describedBy}
            labels={{
              calendar: t("ticket.expiryCalendar"),
              previousMonth: t("ticket.expiryPreviousMonth"),
              nextMonth: t("ticket.expiryNextMonth"),
              year: t("ticket.expiryYear"),
              chooseDay: t("ticket.expiryChooseDay"),
              dayUnavailable: t("ticket.expiryDayUnavailable"),
              month: t("ticket.expiryMonth"),
              example: t("ticket.expiryExample"),
            }}
          />
        ) : expiryPicker.failed ? (
          // The picker's code could not be downloaded (a dropped connection): the browser's own
          // date field takes its place, so the form goes on with nothing typed lost.
          <input
            id={id("passportExpiry")}
            type="date"
            min={today}
            value={isIsoDate(expiry) ? expiry : ""}
            onChange={(e) => set("passportExpiry", e.currentTarget.value)}
            aria-invalid={Boolean(errors.passportExpiry) || undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
          />
        ) : (
          <div className="mt-1 h-[42px] rounded-md border border-slate-300" />
        )}
        <p
          id={`${id("passportExpiry")}-error`}
          role="alert"
          className="mt-1 text-sm text-red-700 empty:hidden"
        >
          {errors.passportExpiry ?? ""}
        </p>
      </div>
      <p
        id={`p${number}-passport-short`}
        role="status"
        className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm font-medium text-amber-900 empty:hidden sm:col-span-2"
      >
        {until
          ? t("ticket.passportShort", { date: searchDate(expiry, locale), until: searchDate(until, locale) })
          : ""}
      </p>
      <p
        id={`p${number}-passport-note`}
        className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
      >
        {t("ticket.passportNote")}
      </p>
    </fieldset>
  );
}
