import { lazy, Suspense } from "react";
import type { RuleFailure } from "../../../domain/rule-messages.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";

/** The search panel with its texts: downloaded only for a link whose search cannot run. */
const Panel = lazy(() => import("./invalid-search-panel.tsx"));

/**
 * A results address whose search fails the spec's search rules (a link cut short, a date that
 * has passed): each failure in the page's language, as a toast (spec section 8) and listed, and
 * the search panel to search again. Never a blank page.
 */
export function InvalidSearch({ failures }: { failures: RuleFailure[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-semibold">{t("results.headingPending")}</h1>
      <p className="mt-2 text-slate-700">{t("results.badLink")}</p>
      <Suspense fallback={<Spinner label={t("app.loading")} />}>
        <Panel locale={locale} failures={failures} />
      </Suspense>
    </div>
  );
}
