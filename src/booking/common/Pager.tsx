import { pageWindow } from "../../domain/agent-bookings.ts";
import { localDigits } from "../../domain/myanmar-digits.ts";
import { useLocale, useT } from "../use-t.ts";

interface Props {
  page: number;
  pages: number;
  /** The address of a page (a link, so each page can be opened, kept and shared). */
  href: (page: number) => string;
}

/**
 * The spec's pagination (section 9: the window shows up to 5 pages): previous, the page links
 * around the current one, next. Nothing when everything fits one page.
 */
export function Pager({ page, pages, href }: Props) {
  const t = useT();
  const locale = useLocale();
  if (pages <= 1) return null;
  const link =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-semibold hover:bg-brand-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white";
  return (
    <nav aria-label={t("pager.label")} className="mt-5">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} className={link}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t("pager.previous")}</span>
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <a
              href={href(n)}
              className={link}
              aria-current={n === page ? "page" : undefined}
              aria-label={t("pager.page", { page: localDigits(n, locale) })}
            >
              {localDigits(n, locale)}
            </a>
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={href(page + 1)} className={link}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t("pager.next")}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
