import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../i18n/locales.ts";
import { translator } from "../../i18n/translate.ts";
import ForgotPasswordScreen from "../features/account/ForgotPasswordScreen.tsx";
import LoginScreen from "../features/account/LoginScreen.tsx";
import SignupScreen from "../features/account/SignupScreen.tsx";
import type { RouteName } from "../paths.ts";
import type { ScreenProps } from "../screen-props.ts";
import { screenVariant } from "../screens.ts";
import { TextsContext } from "../use-t.ts";

/**
 * The screens a page draws itself before the app's code arrives: the ones whose first view
 * depends on nothing but the language (no stored data, no request). Build time only: the app
 * loads these screens lazily, as every other.
 */
const earlyScreens: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {
  login: LoginScreen,
  signup: SignupScreen,
  signupAgent: SignupScreen,
  forgetPassword: ForgotPasswordScreen,
};

/**
 * A route's screen as static HTML in one language, the way the app first draws it (no query:
 * the app fills in what the address carries when it takes over); null for routes drawn only by
 * the app.
 */
export function renderEarlyScreen(route: RouteName, locale: Locale): string | null {
  const Screen = earlyScreens[route];
  if (!Screen) return null;
  return renderToStaticMarkup(
    <TextsContext value={{ locale, t: translator(locale) }}>
      <Screen params={{}} search={{}} variant={screenVariant(route)} />
    </TextsContext>,
  );
}
