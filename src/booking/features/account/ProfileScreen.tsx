import { useStore } from "@nanostores/react";
import toast from "react-hot-toast";
import { $auth } from "../../../stores/auth.ts";
import { useT } from "../../use-t.ts";
import { AccountLayout, AgentBadge, Avatar } from "./AccountLayout.tsx";
import { card } from "./classes.ts";
import { PasswordForm } from "./PasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";

/**
 * My Profile (spec "Profile"): 'Your Account', 'Personal information' with the avatar's
 * initials, name and phone saved through the API, and a password change with the current one.
 */
export default function ProfileScreen() {
  const t = useT();
  const { user } = useStore($auth);
  if (!user) return null;
  return (
    <AccountLayout title={t("account.profile.title")}>
      <div className={card}>
        <h2 className="text-lg font-semibold">{t("account.profile.personal")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.profile.personalIntro")}</p>
        <div className="mt-5 flex items-center gap-4">
          <Avatar name={user.name} className="size-16 text-xl" />
          <div className="min-w-0">
            <p className="truncate font-semibold">
              {user.name} {user.isAgent && <AgentBadge />}
            </p>
            <button
              type="button"
              className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={() => toast(t("account.profile.pictureSoon"), { id: "picture" })}
            >
              {t("account.profile.editPicture")}
            </button>
          </div>
        </div>
        <ProfileForm user={user} />
      </div>
      <div className={`${card} mt-6`}>
        <h2 className="text-lg font-semibold">{t("account.profile.changePassword")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.profile.changePasswordIntro")}</p>
        <PasswordForm userId={user.id} email={user.email} />
      </div>
    </AccountLayout>
  );
}
