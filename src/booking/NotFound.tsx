import { useLayoutEffect } from "react";
import { dropEarlyScreen } from "./early/hand-over.ts";
import { useT } from "./use-t.ts";

/**
 * An unknown app path: the same words as the site's 404 page. A page that drew its screen's
 * frame before the app came (/booking-detail/ without an id) loses that copy.
 */
export function NotFound() {
  const t = useT();
  useLayoutEffect(dropEarlyScreen, []);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {t("notFound.home")}
      </a>
    </section>
  );
}
