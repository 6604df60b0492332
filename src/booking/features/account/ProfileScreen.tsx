import { useStore } from "@nanostores/react";
import toast from "react-hot-toast";
import { $auth } from "../../../stores/auth.ts";
import { useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { PasswordForm } from "./PasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileView } from "./ProfileView.tsx";

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
      <ProfileView
        user={user}
        t={t}
        onEditPicture={() => toast(t("account.profile.pictureSoon"), { id: "picture" })}
        profileForm={<ProfileForm user={user} />}
        passwordForm={<PasswordForm userId={user.id} email={user.email} />}
      />
    </AccountLayout>
  );
}
