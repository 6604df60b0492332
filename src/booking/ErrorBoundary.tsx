import { Component, type ErrorInfo, type ReactNode } from "react";
import { dropEarlyScreen } from "./early/hand-over.ts";

/**
 * A screen's code that could not be downloaded. The browser remembers a failed module for the
 * page's life (HTML's module map), so only a new page load can fetch it again.
 */
function isChunkFailure(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );
}

interface Props {
  /** 'Unexpected Application Error!' in the page's language. */
  title: string;
  retryLabel: string;
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
    // The page's early copy of the screen (if any) would stay above the error, looking usable.
    dropEarlyScreen();
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-semibold text-red-700">{this.props.title}</h1>
        <pre className="mt-4 whitespace-pre-wrap break-words rounded-md bg-slate-100 p-4 text-sm text-slate-800">
          {error.message}
        </pre>
        <button
          type="button"
          onClick={() => (isChunkFailure(error) ? location.reload() : this.setState({ error: null }))}
          className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {this.props.retryLabel}
        </button>
      </section>
    );
  }
}
