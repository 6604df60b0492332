import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { PasswordFieldView, type PasswordInputProps } from "./PasswordFieldView.tsx";
import { PasswordFormView, PROFILE_KEYS, ProfileFormView, ProfileView } from "./ProfileView.tsx";

const agent = {
  id: "a1",
  name: "Aung Kyaw",
  email: "a@example.mm",
  phoneNumber: "+959420111222",
  isAgent: true,
  createdAt: "2026-01-01T00:00:00Z",
};

function StillPassword(field: PasswordInputProps) {
  return <PasswordFieldView {...field} id={field.id ?? "password"} visible={false} />;
}

describe("My Profile's view", () => {
  it("uses no text but those the page carries for its early copy (PROFILE_KEYS, and the frame's agent badge)", () => {
    const { t, used } = recordingTranslator();
    const idle = { t, errors: {}, busy: false, status: "" };
    t("account.profile.title");
    const html = renderToStaticMarkup(
      <ProfileView
        user={agent}
        t={t}
        profileForm={<ProfileFormView {...idle} user={agent} />}
        passwordForm={<PasswordFormView {...idle} email={agent.email} Password={StillPassword} />}
      />,
    );
    expect([...used].sort()).toEqual([...PROFILE_KEYS, "account.agent"].sort());
    expect(html).toContain('value="Aung Kyaw"');
    expect(html).toContain('value="+959420111222"');
    expect(html.match(/type="password"/g)).toHaveLength(3);
  });

  it("marks the failing field and names the problem under it", () => {
    const { t } = recordingTranslator();
    const html = renderToStaticMarkup(
      <ProfileFormView
        t={t}
        user={agent}
        errors={{ phoneNumber: "Enter a valid phone number" }}
        busy
        status=""
      />,
    );
    expect(html).toMatch(
      /id="profile-phone"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="profile-phone"/,
    );
    expect(html).toContain("Enter a valid phone number");
    expect(html).toContain("Saving…");
  });
});
