import { useRef, useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { lookUpBooking } from "../../../api/booking-lookup.ts";
import type { BookingLookupQuery, FoundBooking } from "../../../domain/booking-lookup.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import { primaryButton } from "../../common/classes.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { FoundBookingView } from "./FoundBookingView.tsx";

type LookupField = "bookingCode" | "lastName";

/**
 * Find my booking: a booking code and a passenger's last name show the booking read-only (its
 * itinerary, status and passengers' names) and its e-ticket when paid, with no sign-in. Nothing
 * on it changes the booking.
 */
export default function FindBookingScreen() {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { errors, fail, failAll, clear } = useFieldErrors<LookupField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<{ booking: FoundBooking; query: BookingLookupQuery } | null>(null);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const query = {
      bookingCode: String(data.get("bookingCode") ?? "").trim(),
      lastName: String(data.get("lastName") ?? "").trim(),
    };
    clear();
    setProblem(null);
    const missing = [
      ...(query.bookingCode
        ? []
        : [{ field: "bookingCode" as const, message: t("account.find.codeRequired") }]),
      ...(query.lastName
        ? []
        : [{ field: "lastName" as const, message: t("account.find.lastNameRequired") }]),
    ];
    if (missing.length > 0) return failAll(missing);
    setBusy(true);
    try {
      const booking = await lookUpBooking(query);
      setFound({ booking, query });
      // The booking is shown below the form: its heading takes the focus, so it is read out.
      requestAnimationFrame(() => resultRef.current?.querySelector("h2")?.focus());
    } catch (error) {
      setFound(null);
      // One answer for a code that does not exist and a name that is not on it: neither field is blamed.
      if (error instanceof ApiError && error.status === 404) setProblem(t("account.find.notFound"));
      else if (error instanceof ApiError && error.status === 429) setProblem(t("account.find.tooMany"));
      else if (error instanceof ApiError && error.status === 400)
        fail("bookingCode", t("account.find.notFound"));
      else setProblem(notifyError(error, t, { session: false }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-semibold">{t("account.find.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("account.find.intro")}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
      >
        <Field
          label={t("account.find.code")}
          name="bookingCode"
          hint={t("account.find.codeHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          error={errors.bookingCode}
        />
        <Field
          label={t("account.find.lastName")}
          name="lastName"
          hint={t("account.find.lastNameHint")}
          autoComplete="family-name"
          maxLength={100}
          required
          error={errors.lastName}
        />
        <div className="sm:col-span-2">
          <p role="alert" className="mb-3 text-sm font-medium text-red-700 empty:hidden">
            {problem}
          </p>
          <button type="submit" className={`${primaryButton} w-full sm:w-auto`} {...busyButton(busy)}>
            {busy ? t("account.find.searching") : t("account.find.submit")}
          </button>
        </div>
      </form>
      <div ref={resultRef}>{found && <FoundBookingView booking={found.booking} query={found.query} />}</div>
    </section>
  );
}
