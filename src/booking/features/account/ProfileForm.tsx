import { useEffect, useRef, useState } from "react";
import { updateProfile } from "../../../api/update-profile.ts";
import type { User } from "../../../domain/account.ts";
import { isValidPhone, NAME_MAX_LENGTH, normalizePhone } from "../../../domain/account-rules.ts";
import { updateUser } from "../../../stores/auth.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { PhoneField } from "../../common/ContactFields.tsx";
import { primaryButton } from "../../common/classes.ts";
import { unicodeName } from "../../common/unicode-name.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { useKeptDraft } from "../../common/use-kept-draft.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { SendRow } from "./SendRow.tsx";

type ProfileField = "name" | "phoneNumber";

/**
 * Name and phone, prefilled from the account (or with what was typed before a sign-in), saved
 * through `PATCH /apis/users/{id}`; the e-mail is shown, not editable.
 */
export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<ProfileField>(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState("");
  // What is typed, as it is typed: the form's elements are gone by the time the session's end
  // takes the form away, and this is what is kept through the sign-in.
  const typed = useRef<Record<ProfileField, string> | null>(null);
  const kept = useKeptDraft("profile", user.id, () => typed.current);
  useEffect(() => {
    if (kept) typed.current ??= { name: kept.name ?? "", phoneNumber: kept.phoneNumber ?? "" };
    const form = formRef.current;
    if (!form) return;
    const onInput = () => {
      const data = new FormData(form);
      typed.current = {
        name: String(data.get("name") ?? ""),
        phoneNumber: String(data.get("phoneNumber") ?? ""),
      };
    };
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [kept]);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = await unicodeName(String(data.get("name") ?? ""));
    const phoneNumber = String(data.get("phoneNumber") ?? "").trim();
    clear();
    setSaved("");
    if (!name) return fail("name", t("account.problem.required"));
    if (name.length > NAME_MAX_LENGTH) return fail("name", t("account.problem.nameLong"));
    if (!isValidPhone(phoneNumber)) return fail("phoneNumber", t("account.problem.phoneInvalid"));
    if (name === user.name && normalizePhone(phoneNumber) === user.phoneNumber) {
      setSaved(t("account.profile.unchanged"));
      return;
    }
    setBusy(true);
    try {
      const updated = await updateProfile(user.id, { name, phoneNumber });
      updateUser(updated);
      typed.current = null;
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
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field
        id="profile-name"
        label={t("account.field.name")}
        name="name"
        autoComplete="name"
        required
        defaultValue={kept?.name ?? user.name}
        placeholder={user.name}
        error={errors.name}
      />
      <Field
        id="profile-email"
        label={t("account.field.email")}
        name="email"
        type="email"
        autoComplete="email"
        readOnly
        value={user.email}
        hint={t("account.profile.emailFixed")}
        className="[&_input]:bg-slate-50"
      />
      <PhoneField
        id="profile-phone"
        defaultValue={kept?.phoneNumber ?? user.phoneNumber}
        placeholder={user.phoneNumber}
        error={errors.phoneNumber}
      />
      <SendRow busy={busy} status={saved} className={primaryButton}>
        {busy ? t("account.profile.saving") : t("account.profile.save")}
      </SendRow>
    </form>
  );
}
