import { Component, type ErrorInfo, type ReactNode, Suspense, use, useEffect } from "react";
import type { Locale } from "../i18n/locales.ts";
import { shellTexts } from "./screens.ts";

/** A screen's code that could not be downloaded: only a new page load fetches it again. */
function isChunkFailure(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}

interface Props {
  /** The page's language, for the error's own texts. */
  locale: Locale;
  /** Called once the error is shown (the app is then live: Try again must answer). */
  onShown: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One per screen (spec section 2): a screen that throws while rendering shows 'Unexpected
 * Application Error!' with the error's text instead of a blank page; the header, footer and the
 * other screens keep working. Try again renders the screen anew (reloads the page when the
 * screen's code could not be downloaded).
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn("Screen failed", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => (isChunkFailure(error) ? location.reload() : this.setState({ error: null }));
    return (
      <Suspense fallback={null}>
        <ErrorNotice
          locale={this.props.locale}
          message={error.message}
          onRetry={retry}
          onShown={this.props.onShown}
        />
      </Suspense>
    );
  }
}

function ErrorNotice({
  locale,
  message,
  onRetry,
  onShown,
}: {
  locale: Locale;
  message: string;
  onRetry: () => void;
  onShown: () => void;
}) {
  const { t } = use(shellTexts(locale));
  useEffect(onShown, [onShown]);
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-semibold text-red-700">{t("app.unexpectedError")}</h1>
      <pre className="mt-4 whitespace-pre-wrap break-words rounded-md bg-slate-100 p-4 text-sm text-slate-800">
        {message}
      </pre>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("app.tryAgain")}
      </button>
    </section>
  );
}
