import type { User } from "../../../domain/account.ts";
import toast from "../../../ui/toast.ts";
import { agentOnly, PartLoading } from "../../agent-only.tsx";
import { AccountFrame, AgentBadge, Avatar } from "../../common/AccountFrame.tsx";
import { card } from "../../common/classes.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { Spinner } from "../../Spinner.tsx";
import { useT } from "../../use-t.ts";
import { PasswordForm } from "./PasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";

/** An agent's agency and default markup: downloaded for agents only (ADR 0086). */
const AgentProfile = agentOnly(() => import("./AgentProfile.tsx"), "AgentProfile", <PartLoading />);

/**
 * My Profile (spec "Profile"): 'Your Account', 'Personal information' with the avatar's
 * initials, name and phone saved through the API, an agent's agency (issue 51), and a password
 * change with the current one.
 * As built, and while the page hydrates, the frame waits over a spinner: the account is this
 * browser's. A signed-out visitor is sent to sign in by the guard.
 */
export default function ProfileScreen() {
  const t = useT();
  const user = useSignedInUser();
  return (
    <AccountFrame title={t("account.profile.title")} current="profile" user={user}>
      {user ? <ProfileCards user={user} /> : <Spinner label={t("app.loading")} />}
    </AccountFrame>
  );
}

/** 'Personal information' with the avatar and the name and phone form, then the password change. */
function ProfileCards({ user }: { user: User }) {
  const t = useT();
  return (
    <>
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
      {user.isAgent && <AgentProfile user={user} />}
      <div className={`${card} mt-6`}>
        <h2 className="text-lg font-semibold">{t("account.profile.changePassword")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("account.profile.changePasswordIntro")}</p>
        <PasswordForm userId={user.id} email={user.email} />
      </div>
    </>
  );
}
