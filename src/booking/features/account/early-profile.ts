import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { AccountFrame } from "./AccountFrame.tsx";
import { PasswordFieldView, type PasswordInputProps } from "./PasswordFieldView.tsx";
import { PasswordFormView, ProfileFormView, ProfileView } from "./ProfileView.tsx";

/** A password input as the screen first draws it: hidden, the form's id. */
function StillPasswordField(field: PasswordInputProps) {
  return PasswordFieldView({ ...field, id: field.id ?? `password-${field.name}`, visible: false });
}

/**
 * My Profile drawn by the page itself from the stored session before the app has arrived (two
 * seconds on a slow phone): the account frame, the name and phone form prefilled, and the
 * password change, through the screen's own views. The screen draws the same first, so it takes
 * the place unchanged (hand-over.ts) with what was typed, and does what was pressed. Signed out,
 * the page draws nothing and the app asks to sign in first.
 */
drawEarlyView((_element, _locale, t) => {
  const user = storedSignedInUser(localStorage);
  if (!user) return null;
  const idle = { t, errors: {}, busy: false, status: "" };
  return AccountFrame({
    title: t("account.profile.title"),
    user,
    current: "profile",
    t,
    children: ProfileView({
      user,
      t,
      profileForm: ProfileFormView({ ...idle, user }),
      passwordForm: PasswordFormView({
        ...idle,
        email: user.email,
        Password: StillPasswordField,
      }),
    }),
  });
});
