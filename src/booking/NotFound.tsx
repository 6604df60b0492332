import { localizedPath } from "../i18n/paths.ts";
import { HOME_PATH } from "../routes.ts";
import { useLocale, useT } from "./use-t.ts";

/** An unknown app path: the same words as the site's 404 page. */
export function NotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.text")}</p>
      <a
        href={localizedPath(HOME_PATH, locale)}
        className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        {t("notFound.home")}
      </a>
    </section>
  );
}
