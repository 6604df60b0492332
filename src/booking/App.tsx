import { type ReactNode, Suspense, use, useCallback, useEffect, useMemo, useRef } from "react";
import type { UIKey } from "../i18n/en.ts";
import type { Locale } from "../i18n/locales.ts";
import type { RouteName } from "../routes.ts";
import { announceLive } from "../ui/island-live.ts";
import { ToastHost } from "../ui/ToastHost.tsx";
import { useHydrated, useStored } from "../ui/use-stored.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Loading } from "./Loading.tsx";
import { NotFound } from "./NotFound.tsx";
import { focusScreenHeading } from "./route-focus.ts";
import { $router, $screen, interceptLinks } from "./router.ts";
import { $screenTitle } from "./screen-title.ts";
import { screenVariant, shellTexts, useLoadedScreen } from "./screens.ts";
import { startScrollMemory } from "./scroll-memory.ts";
import { useSignOutNotice } from "./use-sign-out-notice.ts";
import { TextsContext, useT } from "./use-t.ts";

// For the home page's search panel, which downloads the app and the results screen while the
// form is filled.
export { preloadScreen } from "./screens.ts";

interface Props {
  /** The route this page was built for. */
  route: RouteName;
  /** The page's language (its address). */
  locale: Locale;
}

/**
 * The booking app: one screen at a time from the router, each lazy and inside its own error
 * boundary, with the one Toaster. The build draws the page's own route in its first state
 * (nothing this browser keeps is known there); the browser hydrates it, and once that screen is
 * live the router's state takes over: the address's parameters and query, the guard's verdict,
 * and every later move.
 */
export default function App({ route, locale }: Props) {
  const state = useStored($screen);
  const root = useRef<HTMLDivElement>(null);
  // Until the router's state is known (the page hydrating) the page's own route shows; so it
  // does while the stored user is looked up. The element holding a screen depends on its route
  // only: while the page's own screen is not yet hydrated (its code still on its way), a new
  // element would have React drop the first paint for a spinner.
  const view: ViewKey =
    state === undefined
      ? { kind: "screen", route }
      : state.kind === "screen" || state.kind === "checking"
        ? { kind: "screen", route: state.page.route }
        : { kind: state.kind };
  const key = view.kind === "screen" ? `screen ${view.route}` : view.kind;
  const onLive = useCallback(() => announceLive(root.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `view`.
  const element = useMemo(() => <View view={view} locale={locale} onLive={onLive} />, [key, locale, onLive]);

  useEffect(() => {
    const stopLinks = interceptLinks();
    const stopScrollMemory = startScrollMemory();
    return () => {
      stopLinks();
      stopScrollMemory();
    };
  }, []);

  // A new screen (not a new query on the same one: a sort, a filter) takes the focus to its
  // heading; the first one, drawn with the page, leaves it where the page load put it.
  const params = state && "page" in state ? JSON.stringify(state.page.params) : "";
  const focusKey = `${key} ${params}`;
  const firstFocusKey = useRef<string | null>(null);
  useEffect(() => {
    if (state === undefined) return;
    if (firstFocusKey.current === null) {
      firstFocusKey.current = focusKey;
      return;
    }
    if (focusKey === firstFocusKey.current) return;
    firstFocusKey.current = "";
    return focusScreenHeading();
  }, [focusKey, state]);

  return (
    <div ref={root} className="min-h-screen">
      {element}
      <ToastHost />
    </div>
  );
}

/** What the app shows: a route's screen, or one of the shell's own states. */
type ViewKey = { kind: "screen"; route: RouteName } | { kind: "notFound" | "signIn" };

function View({ view, locale, onLive }: { view: ViewKey; locale: Locale; onLive: () => void }) {
  if (view.kind !== "screen") {
    return (
      <Suspense fallback={<Loading />}>
        <WithShellTexts locale={locale}>
          {view.kind === "notFound" ? <NotFound /> : <SigningIn />}
          <Live onLive={onLive} />
        </WithShellTexts>
      </Suspense>
    );
  }
  return (
    <ErrorBoundary key={view.route} locale={locale} onShown={onLive}>
      <Suspense fallback={<Loading />}>
        <ScreenOf route={view.route} locale={locale} onLive={onLive} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The route's screen with its texts, once both have come. Its parameters and query are the
 * address's once the page has hydrated (none while it does, as on the built page), in the same
 * render as the stored values the screen reads (useStored).
 */
function ScreenOf({ route, locale, onLive }: { route: RouteName; locale: Locale; onLive: () => void }) {
  const { Screen, shown } = useLoadedScreen(route, locale);
  const current = useStored($router);
  const page = current?.route === route ? current : null;
  // Live once it shows what this browser holds (the render after hydrating): a press held
  // before then is done against the screen as the visitor would see it now.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onLive();
  }, [hydrated, onLive]);
  return (
    <TextsContext value={shown}>
      <ScreenTitle route={route} />
      <SignOutNotice />
      <Screen
        params={(page?.params as Record<string, string> | undefined) ?? NONE}
        search={page?.search ?? NONE}
        variant={screenVariant(route)}
      />
    </TextsContext>
  );
}

/** No parameters, no query: the screen as the build draws it, before the address is read. */
const NONE: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** The shell's own texts (not found, a redirect under way) in the page's language. */
function WithShellTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TextsContext value={use(shellTexts(locale))}>{children}</TextsContext>;
}

/** Says the app is live once what holds it has been drawn in the browser. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** Shown while the guard sends a signed-out visitor to sign in. */
function SigningIn() {
  const t = useT();
  return <Loading label={t("app.signInFirst")} />;
}

/** Writes the document's title when the app moves (the built page has its own already). */
function ScreenTitle({ route }: { route: RouteName }) {
  const t = useT();
  const screenTitle = useStored($screenTitle);
  useEffect(() => {
    if (screenTitle === undefined) return;
    const title = t(screenTitle ?? (`route.${route}` as UIKey));
    document.title = `${title} · ${t("site.name")}`;
  }, [route, t, screenTitle]);
  return null;
}

/** The toast saying why a session ended, in the language shown. */
function SignOutNotice() {
  useSignOutNotice(useT());
  return null;
}
