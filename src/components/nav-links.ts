import { paths } from "../booking/paths.ts";
import type { UIKey } from "../i18n/en.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedPath } from "../i18n/paths.ts";

/** The spec's nav links. Flights belongs to the booking app, which has one URL for both languages. */
const navLinks: Array<{ key: UIKey; href: string; localized: boolean }> = [
  { key: "nav.home", href: "/#", localized: true },
  { key: "nav.flights", href: paths.flights, localized: false },
  { key: "nav.about", href: "/about", localized: true },
  { key: "nav.contact", href: "/contact", localized: true },
];

const trim = (path: string) => path.replace(/[#?].*$/, "").replace(/\/+$/, "") || "/";

/**
 * The header links for a locale, each marked current when it is the page at `currentPath`.
 * @example headerLinks("my", "/my/about/")[2] // { key: "nav.about", href: "/my/about", current: true }
 */
export function headerLinks(locale: Locale, currentPath: string) {
  return navLinks.map(({ key, href, localized }) => {
    const target = localized ? localizedPath(href, locale) : href;
    return { key, href: target, current: trim(target) === trim(currentPath) };
  });
}
