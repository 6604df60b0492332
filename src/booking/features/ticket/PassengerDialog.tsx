import { useEffect, useState } from "react";
import {
  type IdDocument,
  type PassengerInfo,
  type PassengerKind,
  requiredPassengerFields,
} from "../../../domain/passenger-info.ts";
import type { TravelType } from "../../../domain/search-params.ts";
import { recordToUnicode } from "../../../domain/zawgyi.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { DayMonthYearField } from "../../../ui/DayMonthYearField.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Field, RequiredMark } from "../../../ui/Field.tsx";
import { CountrySelect } from "./CountrySelect.tsx";
import { NrcFields } from "./NrcFields.tsx";
import { PassportFields } from "./PassportFields.tsx";

export type PassengerErrors = Partial<Record<keyof PassengerInfo, string>>;

interface Props {
  number: number;
  kind: PassengerKind;
  /** An infant's: the passenger number of the adult whose lap they sit on. */
  lapOf?: number | null;
  initial: PassengerInfo | undefined;
  travelType: TravelType;
  /** What an adult on a domestic trip must show (the fare decides; "either" when not said). */
  requiredDocument?: IdDocument;
  today: string;
  /** The last flight's day, for the passport's 6-month warning. */
  lastTravelDate?: string;
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

type TextField = "firstName" | "lastName" | "phoneNumber" | "email";
const attrs: Record<TextField, { type?: string; autoComplete?: string; hint?: UIKey }> = {
  firstName: { autoComplete: "off", hint: "ticket.nameHint" },
  lastName: { autoComplete: "off", hint: "ticket.nameHint" },
  phoneNumber: { type: "tel", autoComplete: "off" },
  email: { type: "email", autoComplete: "off" },
};

/** The note over an adult's documents on a domestic trip: which one their fare needs. */
const documentNote: Record<IdDocument, UIKey> = {
  either: "ticket.documentEither",
  nrc: "ticket.documentNrc",
  passport: "ticket.documentPassport",
};

const TITLE = {
  Adult: "ticket.adultTitle",
  Child: "ticket.childTitle",
  Infant: "ticket.infantTitle",
} as const;

/**
 * 'Adult/Child Passenger N Information': every field of spec section 2, Save and Cancel, the
 * identity documents last. An infant on lap's form names their adult and asks no phone, e-mail
 * or NRC (an infant has none); abroad it asks their passport.
 */
export function PassengerDialog({
  number,
  kind,
  lapOf = null,
  initial,
  travelType,
  requiredDocument = "either",
  today,
  lastTravelDate,
  errors,
  locale,
  t,
  onSave,
  onClose,
}: Props) {
  const [form, setForm] = useState<PassengerInfo>({ ...empty, ...initial });
  const [saving, setSaving] = useState(false);
  const set = (field: keyof PassengerInfo, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const firstError = (Object.keys(errors) as Array<keyof PassengerInfo>)[0];

  useEffect(() => {
    if (firstError) document.getElementById(`p${number}-${firstError}`)?.focus();
  }, [firstError, number]);

  // Marked as the contact form's are: what Save will ask for (passport fields for an adult abroad,
  // or one who has begun to give a passport).
  const required = new Set(requiredPassengerFields(kind, travelType, requiredDocument, form));
  const mark = (field: keyof PassengerInfo) => required.has(field) && <RequiredMark />;
  const text = (field: TextField) => {
    const { hint, ...input } = attrs[field];
    return (
      <Field
        id={`p${number}-${field}`}
        required={required.has(field)}
        label={t(`ticket.${field}` as UIKey)}
        hint={hint ? t(hint) : undefined}
        value={form[field] ?? ""}
        error={errors[field]}
        onChange={(e) => set(field, e.currentTarget.value)}
        {...input}
      />
    );
  };
  const domestic = travelType === 1;
  const infant = kind === "Infant";
  // The document the trip mostly takes comes first: the NRC at home (unless the fare wants a
  // passport), the passport abroad, where the NRC does not count and is not asked.
  const passportFirst = !domestic || requiredDocument === "passport" || infant;
  const passport = (
    <PassportFields
      number={number}
      form={form}
      set={set}
      errors={errors}
      required={required}
      today={today}
      lastTravelDate={lastTravelDate}
      locale={locale}
      t={t}
    />
  );

  const save = async () => {
    setSaving(true);
    // Zawgyi typed into any field becomes Unicode before it is stored.
    const clean = await recordToUnicode(form).catch(() => form);
    setSaving(false);
    onSave(clean);
  };

  const title = t(TITLE[kind], { n: number });
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
        {lapOf !== null && (
          <p className="-mt-1 text-sm font-medium text-slate-800 sm:col-span-2">
            {t("ticket.onLapOf", { adult: lapOf })}
          </p>
        )}
        {text("firstName")}
        {text("lastName")}
        {!infant && text("phoneNumber")}
        {!infant && text("email")}
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
        <CountrySelect
          id={`p${number}-nationality`}
          label={t("ticket.nationality")}
          value={form.nationality}
          onChange={(code) => set("nationality", code)}
          locale={locale}
          choose={t("ticket.choose")}
          error={errors.nationality}
          required
        />
        <DayMonthYearField
          id={`p${number}-dateOfBirth`}
          label={t("ticket.dateOfBirth")}
          value={form.dateOfBirth}
          onChange={(value) => set("dateOfBirth", value)}
          locale={locale}
          labels={{
            day: t("ticket.dateDay"),
            month: t("ticket.dateMonth"),
            year: t("ticket.dateYear"),
            chooseMonth: t("ticket.choose"),
          }}
          hint={t("ticket.dateHint")}
          error={errors.dateOfBirth}
          required
        />
        <h3 className="border-t border-slate-200 pt-4 text-lg font-semibold sm:col-span-2">
          {t("ticket.documentsHeading")}
        </h3>
        {domestic && kind === "Adult" && (
          <p className="-mt-2 text-sm text-slate-800 sm:col-span-2">{t(documentNote[requiredDocument])}</p>
        )}
        {infant && (
          <p className="-mt-2 text-sm text-slate-800 sm:col-span-2">
            {t(domestic ? "ticket.infantDocumentsHome" : "ticket.infantDocumentsAbroad")}
          </p>
        )}
        {passportFirst && passport}
        {domestic && !infant && (
          <NrcFields
            idPrefix={`p${number}-nrcNumber`}
            value={form.nrcNumber ?? ""}
            onChange={(value) => set("nrcNumber", value)}
            locale={locale}
            t={t}
            error={errors.nrcNumber}
            required={kind === "Adult" && requiredDocument === "nrc"}
            // "Instead of a passport" holds only when no fare decides: a fare's note says the rest.
            hint={requiredDocument === "either" ? t("ticket.nrcHint") : undefined}
          />
        )}
        {!passportFirst && passport}
      </form>
    </Dialog>
  );
}
