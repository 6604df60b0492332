import type { ReactNode, Ref } from "react";
import type { User } from "../../../domain/account.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { FieldView } from "../../../ui/FieldView.tsx";
import { AgentBadgeView, Avatar } from "./AccountFrame.tsx";
import { card, primaryButton, secondaryButton } from "./classes.ts";
import { phoneFieldProps } from "./contact-field-props.ts";
import { NewPasswordFieldsView, type PasswordInput } from "./PasswordFieldView.tsx";

/** The texts My Profile shows before anything is sent (the page carries them: early-profile.ts). */
export const PROFILE_KEYS = [
  "account.profile.title",
  "account.profile.personal",
  "account.profile.personalIntro",
  "account.profile.editPicture",
  "account.profile.emailFixed",
  "account.profile.save",
  "account.profile.changePassword",
  "account.profile.changePasswordIntro",
  "account.field.name",
  "account.field.email",
  "account.field.phone",
  "account.field.phoneHint",
  "account.field.currentPassword",
  "account.field.newPassword",
  "account.field.passwordHint",
  "account.field.confirmPassword",
  "account.password.show",
  "account.password.showShort",
] as const satisfies readonly UIKey[];

export type ProfileField = "name" | "phoneNumber";
export type PasswordFormField = "currentPassword" | "newPassword" | "confirmPassword";

interface FormState<F extends string> {
  t: Translate;
  errors: Partial<Record<F, string>>;
  /** Sending: the button says so and cannot be pressed again. */
  busy: boolean;
  /** The outcome line beside the button (empty until something was sent). */
  status: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: (event: React.SubmitEvent<HTMLFormElement>) => void;
}

/** A form's send button (pressed once while sending) and the outcome line beside it. */
function SendRow({
  busy,
  status,
  className,
  children,
}: {
  busy: boolean;
  status: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" className={className} {...busyButton(busy)}>
        {children}
      </button>
      <p role="status" className="text-sm text-emerald-700">
        {status}
      </p>
    </div>
  );
}

/**
 * Name and phone, prefilled from the account (or with what was typed before a sign-in, `kept`);
 * the e-mail is shown, not editable (ProfileForm sends it).
 */
export function ProfileFormView({
  user,
  kept,
  t,
  errors,
  busy,
  status,
  formRef,
  onSubmit,
}: FormState<ProfileField> & { user: User; kept?: Partial<Record<ProfileField, string>> | null }) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FieldView
        id="profile-name"
        label={t("account.field.name")}
        name="name"
        autoComplete="name"
        required
        defaultValue={kept?.name ?? user.name}
        placeholder={user.name}
        error={errors.name}
      />
      <FieldView
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
      <FieldView
        id="profile-phone"
        {...phoneFieldProps(t)}
        defaultValue={kept?.phoneNumber ?? user.phoneNumber}
        placeholder={user.phoneNumber}
        error={errors.phoneNumber}
      />
      <SendRow busy={busy} status={status} className={primaryButton}>
        {busy ? t("account.profile.saving") : t("account.profile.save")}
      </SendRow>
    </form>
  );
}

/** The password change: the current one, then the new one twice (PasswordForm sends it). */
export function PasswordFormView({
  email,
  Password,
  t,
  errors,
  busy,
  status,
  formRef,
  onSubmit,
}: FormState<PasswordFormField> & { email: string; Password: PasswordInput }) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Password
        t={t}
        id="profile-current-password"
        label={t("account.field.currentPassword")}
        name="currentPassword"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        className="sm:col-span-2"
      />
      <NewPasswordFieldsView
        t={t}
        Password={Password}
        error={errors.newPassword}
        confirmError={errors.confirmPassword}
        ids={{ password: "profile-new-password", confirm: "profile-confirm-password" }}
      />
      <SendRow busy={busy} status={status} className={secondaryButton}>
        {busy ? t("account.profile.saving") : t("account.profile.changePassword")}
      </SendRow>
    </form>
  );
}

interface ProfileViewProps {
  user: User;
  t: Translate;
  onEditPicture?: () => void;
  /** The two forms (ProfileFormView and PasswordFormView, with or without their state). */
  profileForm: ReactNode;
  passwordForm: ReactNode;
}

/**
 * My Profile's content (spec "Profile"): 'Personal information' with the avatar's initials and
 * the name and phone form, then the password change. Without hooks, so the page draws it from
 * the stored session before React arrives (early-profile.ts); ProfileScreen draws it with the
 * forms' state.
 */
export function ProfileView({ user, t, onEditPicture, profileForm, passwordForm }: ProfileViewProps) {
  return (
    <>
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("account.profile.personal")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.profile.personalIntro")}</p>
        <div className="mt-5 flex items-center gap-4">
          <Avatar name={user.name} className="size-16 text-xl" />
          <div className="min-w-0">
            <p className="truncate font-semibold">
              {user.name} {user.isAgent && <AgentBadgeView t={t} />}
            </p>
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={onEditPicture}
            >
              {t("account.profile.editPicture")}
            </button>
          </div>
        </div>
        {profileForm}
      </div>
      <div className={`${card} mt-6`}>
        <h2 className="text-lg font-semibold">{t("account.profile.changePassword")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.profile.changePasswordIntro")}</p>
        {passwordForm}
      </div>
    </>
  );
}
