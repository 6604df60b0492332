import { defaultLocale, type Locale } from "./locales.ts";

/**
 * The locale a path belongs to: `/my` and `/my/...` are Myanmar, everything else English.
 * @example localeFromPath("/my/about/") // "my"
 */
export function localeFromPath(path: string): Locale {
  return /^\/my(\/|$|\?|#)/.test(path) ? "my" : "en";
}

/**
 * The same page in `locale`: adds or removes the `/my` prefix, keeping the query and hash.
 * @example localizedPath("/about", "my") // "/my/about"
 * @example localizedPath("/my/contact/?q=1#faq", "en") // "/contact/?q=1#faq"
 * @example localizedPath("/my", "en") // "/"
 */
export function localizedPath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  const absolute = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const bare = absolute.replace(/^\/my(?=\/|$)/, "") || "/";
  if (locale === defaultLocale) return bare + rest;
  return (bare === "/" ? "/my/" : `/my${bare}`) + rest;
}

/**
 * The same page in the other language, for the language switch.
 * @example otherLocalePath("/my/about") // "/about"
 */
export function otherLocalePath(path: string): string {
  return localizedPath(path, localeFromPath(path) === "en" ? "my" : "en");
}
