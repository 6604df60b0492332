import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { updateProfile } from "../../../api/update-profile.ts";
import type { User } from "../../../domain/account.ts";
import { isValidPhone, NAME_MAX_LENGTH, normalizePhone } from "../../../domain/account-rules.ts";
import { updateUser } from "../../../stores/auth.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { type ProfileField, ProfileFormView } from "./ProfileView.tsx";
import { unicodeName } from "./unicode-name.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import { useKeptDraft } from "./use-kept-draft.ts";

/** ProfileFormView with its state: name and phone, saved through `PATCH /apis/users/{id}`; the e-mail is shown, not editable. */
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
    if (!name) return fail("name", (tr) => tr("account.problem.required"));
    if (name.length > NAME_MAX_LENGTH) return fail("name", (tr) => tr("account.problem.nameLong"));
    if (!isValidPhone(phoneNumber)) return fail("phoneNumber", (tr) => tr("account.problem.phoneInvalid"));
    if (name === user.name && normalizePhone(phoneNumber) === user.phoneNumber) {
      setSaved(t("account.profile.unchanged"));
      return;
    }
    setBusy(true);
    try {
      const { data: updated } = await updateProfile(user.id, { name, phoneNumber });
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
    <ProfileFormView
      user={user}
      kept={kept}
      t={t}
      errors={errors}
      busy={busy}
      status={saved}
      formRef={formRef}
      onSubmit={onSubmit}
    />
  );
}
