import { describe, expect, it } from "vitest";
import { renderIn } from "../../common/testing-render.tsx";
import ForgotPasswordScreen from "./ForgotPasswordScreen.tsx";
import LoginScreen from "./LoginScreen.tsx";
import SignupScreen from "./SignupScreen.tsx";

describe("the sign-in pages' links", () => {
  it("sign in: Forgot password and Sign up in the page's language, Sign up keeping where the visitor goes next", () => {
    const html = renderIn(<LoginScreen params={{}} search={{ next: "/my/profile" }} />, "my");
    expect(html).toContain('href="/my/forgetpassword"');
    expect(html).toContain('href="/my/signup?next=%2Fmy%2Fprofile"');
  });

  it("as built (no query known yet): Sign up without a destination, the e-mail empty", () => {
    const html = renderIn(<LoginScreen params={{}} search={{}} />);
    expect(html).toContain('href="/signup"');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value=""/);
  });

  it("sign up: Sign in and Register for Agent; the agent's form links back to the traveller's", () => {
    const customer = renderIn(<SignupScreen params={{}} search={{}} variant="customer" />, "my");
    expect(customer).toContain('href="/my/login"');
    expect(customer).toContain('href="/my/signupagent"');
    const agent = renderIn(<SignupScreen params={{}} search={{}} variant="agent" />, "my");
    expect(agent).toContain('href="/my/signup"');
    expect(agent).not.toContain('href="/my/signupagent"');
  });

  it("forgot password: Back to Login in the page's language", () => {
    expect(renderIn(<ForgotPasswordScreen />, "my")).toContain('href="/my/login"');
  });
});
