import { describe, expect, it } from "vitest";
import { user } from "../../../domain/test-data.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { PasswordForm } from "./PasswordForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import ProfileScreen from "./ProfileScreen.tsx";

const agent = user({ email: "a@example.mm", phoneNumber: "+959420111222", isAgent: true });

describe("My Profile", () => {
  it("as built: the account frame and heading over a spinner, no form (the account is the browser's)", () => {
    const html = renderIn(<ProfileScreen />);
    expect(html).toContain("Your Account");
    expect(html).toContain('href="/profile" aria-current="page"');
    expect(html).toContain('role="status"');
    expect(html).not.toContain("<form");
  });

  it("prefills the name and phone from the account; the e-mail is shown, not editable", () => {
    const html = renderIn(<ProfileForm user={agent} />);
    expect(html).toContain('value="Aung Kyaw"');
    expect(html).toContain('value="+959420111222"');
    const email = html.match(/<input[^>]*name="email"[^>]*>/)?.[0];
    expect(email).toContain('readOnly=""');
    expect(email).toContain('value="a@example.mm"');
    expect(html).toContain("Save");
  });

  it("asks for the current password and the new one twice, each hidden with its own Show button", () => {
    const html = renderIn(<PasswordForm userId={agent.id} email={agent.email} />);
    expect(html.match(/type="password"/g)).toHaveLength(3);
    expect(html.match(/aria-label="Show password"/g)).toHaveLength(3);
    expect(html).toContain('name="currentPassword"');
    expect(html).toContain('name="newPassword"');
    expect(html).toContain('name="confirmPassword"');
  });
});
