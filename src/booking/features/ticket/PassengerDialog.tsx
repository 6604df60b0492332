import { useEffect, useState } from "react";
import { isIsoDate } from "../../../domain/dates.ts";
import { type PassengerInfo, requiredPassengerFields } from "../../../domain/passenger-info.ts";
import type { TravelType } from "../../../domain/search-params.ts";
import { recordToUnicode } from "../../../domain/zawgyi.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Field, RequiredMark } from "../../../ui/Field.tsx";
import { loadCalendarStyles } from "../../../ui/stylesheet.ts";
import { useLoaded } from "../../../ui/use-loaded.ts";
import { NrcFields } from "./NrcFields.tsx";

/**
 * The passport expiry picker's code and the calendar's stylesheet, fetched when a passenger's
 * form opens (not with the ticket form: it would make /ticket a third heavier). Should it fail to
 * come, the page's policy reloads the page once (the contact and saved passengers are kept).
 */
async function loadExpiryPicker() {
  const [picker] = await Promise.all([import("./PassportExpiryPicker.tsx"), loadCalendarStyles()]);
  return picker.default;
}

export type PassengerErrors = Partial<Record<keyof PassengerInfo, string>>;

interface Props {
  number: number;
  kind: "Adult" | "Child";
  initial: PassengerInfo | undefined;
  travelType: TravelType;
  today: string;
  errors: PassengerErrors;
  locale: Locale;
  t: Translate;
  onSave: (info: PassengerInfo) => void;
  onClose: () => void;
}

const empty: PassengerInfo = {
  firstName: "",
  lastName: "",
  phoneNumber: "",
  email: "",
  gender: "",
  nationality: "",
  dateOfBirth: "",
  passportNumber: "",
  passportExpiry: "",
  nrcNumber: "",
  countryOfPassport: "",
};

type TextField =
  | "firstName"
  | "lastName"
  | "phoneNumber"
  | "email"
  | "nationality"
  | "passportNumber"
  | "countryOfPassport";
const attrs: Record<TextField, { type?: string; autoComplete?: string }> = {
  firstName: { autoComplete: "off" },
  lastName: { autoComplete: "off" },
  phoneNumber: { type: "tel", autoComplete: "off" },
  email: { type: "email", autoComplete: "off" },
  nationality: {},
  passportNumber: { autoComplete: "off" },
  countryOfPassport: {},
};

/** 'Adult/Child Passenger N Information': every field of spec section 2, Save and Cancel. */
export function PassengerDialog({
  number,
  kind,
  initial,
  travelType,
  today,
  errors,
  locale,
  t,
  onSave,
  onClose,
}: Props) {
  const [form, setForm] = useState<PassengerInfo>({ ...empty, ...initial });
  const [saving, setSaving] = useState(false);
  const expiryPicker = useLoaded(loadExpiryPicker);
  const PassportExpiryPicker = expiryPicker.value;
  const expiryDescribedBy = `p${number}-passport-note${errors.passportExpiry ? ` p${number}-passportExpiry-error` : ""}`;
  const set = (field: keyof PassengerInfo, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const firstError = (Object.keys(errors) as Array<keyof PassengerInfo>)[0];

  useEffect(() => {
    if (firstError) document.getElementById(`p${number}-${firstError}`)?.focus();
  }, [firstError, number]);

  // Marked as the contact form's are: what Save will ask for (passport fields for an adult abroad).
  const required = new Set(requiredPassengerFields(kind, travelType));
  const mark = (field: keyof PassengerInfo) => required.has(field) && <RequiredMark />;
  const text = (field: TextField) => (
    <Field
      id={`p${number}-${field}`}
      required={required.has(field)}
      label={t(`ticket.${field}` as UIKey)}
      value={form[field] ?? ""}
      error={errors[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      {...attrs[field]}
    />
  );

  const save = async () => {
    setSaving(true);
    // Zawgyi typed into any field becomes Unicode before it is stored.
    const clean = await recordToUnicode(form).catch(() => form);
    setSaving(false);
    onSave(clean);
  };

  const title = t(kind === "Adult" ? "ticket.adultTitle" : "ticket.childTitle", { n: number });
  const footer = (
    <>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md border border-slate-300 px-4 py-2 font-medium"
      >
        {t("ticket.cancel")}
      </button>
      <button
        type="submit"
        form={`passenger-${number}`}
        className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        {...busyButton(saving)}
      >
        {t("ticket.save")}
      </button>
    </>
  );
  return (
    <Dialog open onClose={onClose} title={title} footer={footer} closeLabel={t("ticket.close")} size="wide">
      <form
        id={`passenger-${number}`}
        noValidate
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {text("firstName")}
        {text("lastName")}
        {text("phoneNumber")}
        {text("email")}
        <div>
          <label htmlFor={`p${number}-gender`} className="block text-sm font-medium text-slate-700">
            {t("ticket.gender")}
            {mark("gender")}
          </label>
          <select
            id={`p${number}-gender`}
            required
            value={form.gender}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? `p${number}-gender-error` : undefined}
            onChange={(e) => set("gender", e.currentTarget.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
          >
            <option value="">{t("ticket.choose")}</option>
            <option value="MALE">{t("ticket.male")}</option>
            <option value="FEMALE">{t("ticket.female")}</option>
          </select>
          <p id={`p${number}-gender-error`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
            {errors.gender ?? ""}
          </p>
        </div>
        {text("nationality")}
        <Field
          id={`p${number}-dateOfBirth`}
          type="date"
          required
          max={today}
          label={t("ticket.dateOfBirth")}
          hint={t("ticket.dateHint")}
          value={form.dateOfBirth}
          error={errors.dateOfBirth}
          onChange={(e) => set("dateOfBirth", e.currentTarget.value)}
        />
        {text("passportNumber")}
        {text("countryOfPassport")}
        <div>
          <label htmlFor={`p${number}-passportExpiry`} className="block text-sm font-medium text-slate-700">
            {t("ticket.passportExpiry")}
            {mark("passportExpiry")}
          </label>
          {PassportExpiryPicker ? (
            <PassportExpiryPicker
              id={`p${number}-passportExpiry`}
              value={form.passportExpiry ?? ""}
              onChange={(iso) => set("passportExpiry", iso)}
              today={today}
              locale={locale}
              invalid={Boolean(errors.passportExpiry)}
              describedBy={expiryDescribedBy}
              labels={{
                calendar: t("ticket.expiryCalendar"),
                previousMonth: t("ticket.expiryPreviousMonth"),
                nextMonth: t("ticket.expiryNextMonth"),
                year: t("ticket.expiryYear"),
                chooseDay: t("ticket.expiryChooseDay"),
                dayUnavailable: t("ticket.expiryDayUnavailable"),
                month: t("ticket.expiryMonth"),
              }}
            />
          ) : expiryPicker.failed ? (
            // The picker's code could not be downloaded (a dropped connection): the browser's own
            // date field takes its place, so the form goes on with nothing typed lost.
            <input
              id={`p${number}-passportExpiry`}
              type="date"
              min={today}
              value={isIsoDate(form.passportExpiry ?? "") ? form.passportExpiry : ""}
              onChange={(e) => set("passportExpiry", e.currentTarget.value)}
              aria-invalid={Boolean(errors.passportExpiry) || undefined}
              aria-describedby={expiryDescribedBy}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
            />
          ) : (
            <div className="mt-1 h-[42px] rounded-md border border-slate-300" />
          )}
          <p
            id={`p${number}-passportExpiry-error`}
            role="alert"
            className="mt-1 text-sm text-red-700 empty:hidden"
          >
            {errors.passportExpiry ?? ""}
          </p>
        </div>
        <p
          id={`p${number}-passport-note`}
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2"
        >
          {t("ticket.passportNote")}
        </p>
        {travelType === 1 && (
          <NrcFields
            idPrefix={`p${number}-nrcNumber`}
            value={form.nrcNumber ?? ""}
            onChange={(value) => set("nrcNumber", value)}
            locale={locale}
            t={t}
            error={errors.nrcNumber}
          />
        )}
      </form>
    </Dialog>
  );
}
