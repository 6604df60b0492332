import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { updateProfile } from "../../../api/update-profile.ts";
import type { User } from "../../../domain/account.ts";
import { isValidPhone, normalizePhone } from "../../../domain/account-rules.ts";
import { updateUser } from "../../../stores/auth.ts";
import { Field } from "../../../ui/Field.tsx";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { PhoneField } from "./ContactFields.tsx";
import { primaryButton } from "./classes.ts";
import { useFieldErrors } from "./use-field-errors.ts";

/** Name and phone, saved through `PATCH /apis/users/{id}`; the e-mail is shown, not editable. */
export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<"name" | "phoneNumber">(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState("");

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get("name") ?? "").trim();
    const phoneNumber = String(data.get("phoneNumber") ?? "").trim();
    clear();
    setSaved("");
    if (!name) return fail("name", t("account.problem.required"));
    if (!isValidPhone(phoneNumber)) return fail("phoneNumber", t("account.problem.phoneInvalid"));
    if (name === user.name && normalizePhone(phoneNumber) === user.phoneNumber) {
      setSaved(t("account.profile.unchanged"));
      return;
    }
    setBusy(true);
    try {
      const { data: updated } = await updateProfile(user.id, { name, phoneNumber });
      updateUser(updated);
      const text = t("account.profile.saved");
      setSaved(text);
      toast.success(text);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2">
      <Field
        label={t("account.field.name")}
        name="name"
        autoComplete="name"
        required
        defaultValue={user.name}
        placeholder={user.name}
        error={errors.name}
      />
      <Field
        label={t("account.field.email")}
        name="email"
        type="email"
        autoComplete="email"
        readOnly
        value={user.email}
        hint={t("account.profile.emailFixed")}
        className="[&_input]:bg-slate-50"
      />
      <PhoneField defaultValue={user.phoneNumber} placeholder={user.phoneNumber} error={errors.phoneNumber} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? t("account.profile.saving") : t("account.profile.save")}
        </button>
        <p role="status" className="text-sm text-emerald-700">
          {saved}
        </p>
      </div>
    </form>
  );
}
