import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import type { UIKey } from "../i18n/en.ts";
import { Toaster } from "../ui/Toaster.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Loading } from "./Loading.tsx";
import { NotFound } from "./NotFound.tsx";
import { applyLocale, bindLanguageButtons } from "./page-effects.ts";
import { $screen, interceptLinks } from "./router.ts";
import { preloadScreen, screenFor } from "./screens.ts";
import { useSignOutNotice } from "./use-sign-out-notice.ts";
import { useLocale, useT, useTextsReady } from "./use-t.ts";

/**
 * The booking app: one screen at a time from the router, each lazy and inside its own error
 * boundary, with the one Toaster. A guarded route shows nothing while the guard redirects.
 */
export default function App() {
  const state = useStore($screen);
  const locale = useLocale();
  const t = useT();
  const textsReady = useTextsReady();
  useSignOutNotice(t);

  useEffect(() => {
    const stopLinks = interceptLinks();
    const stopButtons = bindLanguageButtons();
    return () => {
      stopLinks();
      stopButtons();
    };
  }, []);

  useEffect(() => applyLocale(locale), [locale]);

  const route = state.kind === "screen" ? state.page.route : null;
  useEffect(() => {
    const title = route ? t(`route.${route}` as UIKey) : t("notFound.heading");
    document.title = `${title} · ${t("site.name")}`;
  }, [route, t]);

  if (!textsReady) {
    // The Myanmar texts are on their way: fetch the screen's code meanwhile, show it with them.
    if (route) preloadScreen(route);
    return <Loading label={t("app.loading")} />;
  }

  return (
    <>
      <Toaster />
      {state.kind === "notFound" && <NotFound />}
      {state.kind === "signIn" && <Loading label={t("app.signInFirst")} />}
      {state.kind === "screen" && (
        <Screen
          page={state.page}
          title={t("app.unexpectedError")}
          retry={t("app.tryAgain")}
          loading={t("app.loading")}
        />
      )}
    </>
  );
}

function Screen(props: {
  page: Extract<ReturnType<typeof $screen.get>, { kind: "screen" }>["page"];
  title: string;
  retry: string;
  loading: string;
}) {
  const { page } = props;
  const { Screen: Component, variant } = screenFor(page.route);
  return (
    <ErrorBoundary key={page.route} title={props.title} retryLabel={props.retry}>
      <Suspense fallback={<Loading label={props.loading} />}>
        <Component params={page.params as Record<string, string>} search={page.search} variant={variant} />
      </Suspense>
    </ErrorBoundary>
  );
}
