import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import type { UIKey } from "../i18n/en.ts";
import { $language } from "../stores/language.ts";
import { Toaster } from "../ui/Toaster.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { takeOverEarlyScreen } from "./early/hand-over.ts";
import { Loading } from "./Loading.tsx";
import { NotFound } from "./NotFound.tsx";
import { applyLocale, bindLanguageButtons } from "./page-effects.ts";
import { focusScreenHeading } from "./route-focus.ts";
import { $screen, interceptLinks } from "./router.ts";
import { $screenTitle } from "./screen-title.ts";
import { preloadScreen, screenParts, useScreen } from "./screens.ts";
import { startScrollMemory } from "./scroll-memory.ts";
import { loadTexts, type Part } from "./texts.ts";
import { useSignOutNotice } from "./use-sign-out-notice.ts";
import { TextsContext, useShownTexts, useT } from "./use-t.ts";

// For the home page's search panel, which downloads the app and the results screen while the
// form is filled: through this module, so the screens' preload lists can leave out what the
// app has already fetched (scripts/skip-loaded-preloads.ts).
export { preloadScreen };

const shellParts: readonly Part[] = ["booking"];

/**
 * The booking app: one screen at a time from the router, each lazy and inside its own error
 * boundary, with the one Toaster. A guarded route shows nothing while the guard redirects.
 */
export default function App() {
  const state = useStore($screen);
  const chosen = useStore($language);
  const route = state.kind === "screen" ? state.page.route : null;
  const parts = route ? screenParts(route) : shellParts;
  // A screen shows only with its texts in the chosen language (or the one shown before, while a
  // switch downloads the missing ones): never a raw key, never English on a Myanmar page.
  const shown = useShownTexts(chosen, parts);
  const shell = useShownTexts(chosen, shellParts);
  const t = shown?.t;

  useEffect(() => {
    const stopLinks = interceptLinks();
    const stopButtons = bindLanguageButtons();
    const stopScrollMemory = startScrollMemory();
    return () => {
      stopLinks();
      stopButtons();
      stopScrollMemory();
    };
  }, []);

  if (shown?.locale !== chosen) {
    // The screen's code and its texts in the chosen language, all at once (each only once).
    if (route) preloadScreen(route);
    else loadTexts(chosen, parts);
  }

  // A new screen (not a new query on the same one: a sort, a filter) takes the focus to its
  // heading; the first one, drawn with the page, leaves it where the page load put it.
  const screenKey =
    state.kind === "screen" ? `${state.page.route} ${JSON.stringify(state.page.params)}` : state.kind;
  const firstKey = useRef(screenKey);
  useEffect(() => {
    if (screenKey === firstKey.current) return;
    firstKey.current = "";
    return focusScreenHeading();
  }, [screenKey]);

  const locale = shown?.locale ?? chosen;
  useEffect(() => applyLocale(locale), [locale]);

  const screenTitle = useStore($screenTitle);
  useEffect(() => {
    if (!t) return;
    const title = screenTitle ? t(screenTitle) : route ? t(`route.${route}` as UIKey) : t("notFound.heading");
    document.title = `${title} · ${t("site.name")}`;
  }, [route, t, screenTitle]);

  // No text until the chosen language's own: a Myanmar page never flashes English.
  if (!shown) return <Loading label={shell?.t("app.loading")} />;

  return (
    <TextsContext value={shown}>
      <Toaster />
      <SignOutNotice />
      {state.kind === "notFound" && <NotFound />}
      {state.kind === "signIn" && <Loading label={shown.t("app.signInFirst")} />}
      {state.kind === "checking" && <Loading label={shown.t("app.loading")} />}
      {state.kind === "screen" && (
        <Screen
          page={state.page}
          title={shown.t("app.unexpectedError")}
          retry={shown.t("app.tryAgain")}
          loading={shown.t("app.loading")}
        />
      )}
    </TextsContext>
  );
}

/** The toast saying why a session ended, in the language shown. */
function SignOutNotice() {
  useSignOutNotice(useT());
  return null;
}

function Screen(props: {
  page: Extract<ReturnType<typeof $screen.get>, { kind: "screen" }>["page"];
  title: string;
  retry: string;
  loading: string;
}) {
  const { page } = props;
  return (
    <ErrorBoundary key={page.route} title={props.title} retryLabel={props.retry}>
      <ScreenOf page={page} loading={props.loading} />
    </ErrorBoundary>
  );
}

/** The route's screen once its code is there (Loading until then), inside the error boundary. */
function ScreenOf({ page, loading }: { page: Parameters<typeof Screen>[0]["page"]; loading: string }) {
  const { Screen: Component, variant } = useScreen(page.route);
  if (!Component) return <Loading label={loading} />;
  return (
    <Suspense fallback={<Loading label={loading} />}>
      <Component params={page.params as Record<string, string>} search={page.search} variant={variant} />
      <EarlyScreenHandOver />
    </Suspense>
  );
}

/** Shown with the screen (same Suspense): the screen takes the place of the page's early copy. */
function EarlyScreenHandOver() {
  useLayoutEffect(takeOverEarlyScreen, []);
  return null;
}
