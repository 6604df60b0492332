import { useRef, useState } from "react";
import { fetchAgency, saveAgency } from "../../../api/agency.ts";
import {
  AGENCY_FIELDS,
  type AgencyField,
  type AgencyProfile,
  agencyProblems,
} from "../../../domain/agency.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { card, primaryButton } from "../../common/classes.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { useLoad } from "../../common/use-load.ts";
import { notifyError } from "../../notify-error.ts";
import { Spinner } from "../../Spinner.tsx";
import { useT } from "../../use-t.ts";
import { SendRow } from "./SendRow.tsx";

const EMPTY: AgencyProfile = { agencyName: "", licenceNumber: "", address: "", phone: "" };

const INPUT: Record<AgencyField, { autoComplete: string; inputMode?: "tel" }> = {
  agencyName: { autoComplete: "organization" },
  licenceNumber: { autoComplete: "off" },
  address: { autoComplete: "street-address" },
  phone: { autoComplete: "tel", inputMode: "tel" },
};

/**
 * An agent's agency on My Profile (issue 51): name, licence number, address and phone, checked
 * by the API's own rules before sending (every field's problem at once), saved through
 * `PATCH /apis/agents/profile`. The e-tickets and mails of the agent's bookings carry them.
 */
export function AgencyCard({ userId }: { userId: string }) {
  const t = useT();
  const [state, setState, retry] = useLoad(userId, (signal) => fetchAgency(signal), t);
  return (
    <section aria-labelledby="agency-heading" className={`${card} mt-6`}>
      <h2 id="agency-heading" className="text-lg font-semibold">
        {t("agency.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("agency.intro")}</p>
      {state.kind === "loading" && <Spinner label={t("app.loading")} />}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} />}
      {state.kind === "ready" && (
        <AgencyForm saved={state.data ?? EMPTY} onSaved={(data) => setState({ kind: "ready", data })} />
      )}
    </section>
  );
}

function AgencyForm({ saved, onSaved }: { saved: AgencyProfile; onSaved: (profile: AgencyProfile) => void }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, failAll, clear } = useFieldErrors<AgencyField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (field: AgencyField) => String(data.get(field) ?? "");
    const form: AgencyProfile = {
      agencyName: read("agencyName"),
      licenceNumber: read("licenceNumber"),
      address: read("address"),
      phone: read("phone"),
    };
    clear();
    setStatus("");
    const problems = agencyProblems(form);
    if (problems.length > 0)
      return failAll(
        problems.map(({ field, problem }) => ({ field, message: t(`agency.problem.${problem}` as UIKey) })),
      );
    setBusy(true);
    try {
      const stored = await saveAgency(form);
      onSaved(stored);
      const text = t("agency.saved");
      setStatus(text);
      toast.success(text);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {AGENCY_FIELDS.map((field) => (
        <Field
          key={field}
          id={`agency-${field}`}
          label={t(`agency.field.${field}` as UIKey)}
          name={field}
          required
          defaultValue={saved[field]}
          hint={field === "licenceNumber" ? t("agency.field.licenceHint") : undefined}
          error={errors[field]}
          className={field === "address" ? "sm:col-span-2" : undefined}
          {...INPUT[field]}
        />
      ))}
      <SendRow busy={busy} status={status} className={primaryButton}>
        {busy ? t("agency.saving") : t("agency.save")}
      </SendRow>
    </form>
  );
}
