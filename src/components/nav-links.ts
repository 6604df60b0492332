import type { UIKey } from "../i18n/en.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedPath } from "../i18n/paths.ts";
import { paths } from "../routes.ts";

/** The spec's nav links, each written in the page's language. */
/**
 * `iconBelowXl`: in the wide header between its lg and xl widths, an icon with the name for screen
 * readers; its text shows from xl (five links, the Myanmar ones longest, overflowed 1024 px).
 */
const navLinks: Array<{ key: UIKey; href: string; iconBelowXl?: true }> = [
  { key: "nav.home", href: "/#" },
  { key: "nav.flights", href: paths.flights },
  { key: "nav.findBooking", href: paths.findBooking, iconBelowXl: true },
  { key: "nav.about", href: "/about" },
  { key: "nav.contact", href: "/contact" },
];

const trim = (path: string) => path.replace(/[#?].*$/, "").replace(/\/+$/, "") || "/";

/**
 * The header links for a locale, each marked current when it is the page at `currentPath`.
 * @example headerLinks("my", "/my/about/")[2] // { key: "nav.about", href: "/my/about", current: true }
 */
export function headerLinks(locale: Locale, currentPath: string) {
  return navLinks.map(({ key, href, iconBelowXl }) => {
    const target = localizedPath(href, locale);
    return {
      key,
      href: target,
      current: trim(target) === trim(currentPath),
      iconBelowXl: iconBelowXl ?? false,
    };
  });
}
