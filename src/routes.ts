import { type Locale, locales } from "./i18n/locales.ts";
import { localizedPath } from "./i18n/paths.ts";

/**
 * The booking app's route map (spec section 2): the only place an app path is written. The
 * router, the Astro pages that mount the app, the header and menus and the server's client-route
 * fallback all read it. Each route also lives under `/my` in Myanmar (`localePath`).
 */
export const paths = {
  flights: "/flights",
  choose: "/flights/choose",
  change: "/flights/change",
  login: "/login",
  signup: "/signup",
  signupAgent: "/signupagent",
  forgetPassword: "/forgetpassword",
  ticket: "/ticket",
  payment: "/payment",
  /** The spec's spelling. */
  paymentCard: "/payment/creaditcard",
  /** The correct spelling, so a typed or remembered URL works too. */
  paymentCardAlias: "/payment/creditcard",
  paymentKpay: "/payment/kpay",
  paymentComplete: "/payment/complete",
  wallet: "/wallet",
  walletCard: "/wallet/creditcard",
  walletKpay: "/wallet/kpay",
  profile: "/profile",
  bookingHistory: "/bookinghistory",
  bookingDetail: "/booking-detail/:id",
  /** Find my booking: a booking by its code and a passenger's last name, no sign-in. */
  findBooking: "/find-booking",
  /** An agent's bookings, searched and paged (issue 51 §5). */
  agentBookings: "/agent/bookings",
  /** An agent's sales by month, with its CSV (issue 51 §5). */
  agentSales: "/agent/sales",
} as const;

export type RouteName = keyof typeof paths;

/** The home page is the marketing site's, not the app's; app screens link back to it. */
export const HOME_PATH = "/";

/** Spec section 6: a signed-out visitor opening these is sent to /login. */
export const protectedRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  "profile",
  "bookingHistory",
  "bookingDetail",
  "ticket",
  "agentBookings",
  "agentSales",
]);

/**
 * The path of a route, with its `:params` filled (URL-encoded) and an optional query.
 * @example pathTo("bookingDetail", { id: "FB12" }) // "/booking-detail/FB12"
 * @example pathTo("login", {}, { next: "/ticket" }) // "/login?next=%2Fticket"
 * @example pathTo("flights", {}, { outbound: "Y~UB101@2026-12-01" }) // "/flights?outbound=Y~UB101@2026-12-01"
 */
export function pathTo(
  route: RouteName,
  params: Record<string, string | number> = {},
  search: Record<string, string> = {},
): string {
  const path = paths[route].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const query = readableQuery(new URLSearchParams(search).toString());
  return query ? `${path}?${query}` : path;
}

/**
 * Characters URLSearchParams escapes that a query may hold as they are (RFC 3986's query allows
 * them, and URLSearchParams reads them back the same): a round trip's chosen outbound
 * (`outbound=Y-citizen~7Y131@2026-12-16`) and a list of airlines (`airline=K7,UB`) stay readable.
 * A "%" of the text itself is escaped as "%25", so no escape here is one of the text's.
 */
const READABLE = [
  ["%7E", "~"],
  ["%40", "@"],
  ["%2C", ","],
] as const;

/**
 * A query as URLSearchParams writes it, with the escapes of `READABLE` written as their characters.
 * @example readableQuery("outbound=Y%7EUB101%402026-12-01") // "outbound=Y~UB101@2026-12-01"
 */
export function readableQuery(query: string): string {
  return READABLE.reduce((text, [escaped, character]) => text.replaceAll(escaped, character), query);
}

/**
 * A pathname whose segments all decode: a segment with broken percent-encoding (a link cut short
 * or mangled by a messenger app, "%E0%A4%A") has its "%" escaped, so it decodes to the text as
 * sent instead of making the router throw.
 * @example intactEscapes("/booking-detail/%E0%A4%A") // "/booking-detail/%25E0%25A4%25A"
 */
export function intactEscapes(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (decoded(segment) === null ? segment.replaceAll("%", "%25") : segment))
    .join("/");
}

/**
 * A URI component decoded, or null when it cannot be. The result is used on purpose: the build's
 * minifier drops a `decodeURIComponent` call whose result is unused, as if it could not throw.
 */
function decoded(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}

/**
 * A route's path in `locale` (Myanmar's under `/my`), with its parameters and query.
 * @example localePath("my", "bookingDetail", { id: "FB12" }) // "/my/booking-detail/FB12"
 * @example localePath("en", "flights") // "/flights"
 */
export function localePath(
  locale: Locale,
  route: RouteName,
  params: Record<string, string | number> = {},
  search: Record<string, string> = {},
): string {
  return localizedPath(pathTo(route, params, search), locale);
}

/** The route map with each path as it is written in `locale`. */
export function localePaths(locale: Locale): Record<RouteName, string> {
  return Object.fromEntries(
    (Object.keys(paths) as RouteName[]).map((route) => [route, localizedPath(paths[route], locale)]),
  ) as Record<RouteName, string>;
}

/**
 * The pages the static build writes for the app in each language: one per route, a route with
 * parameters as its fixed prefix (the server answers `/booking-detail/{id}` with `/booking-detail/`).
 * @example appPages().find((p) => p.route === "bookingDetail")?.page // "booking-detail"
 */
export function appPages(): Array<{ route: RouteName; page: string }> {
  return (Object.keys(paths) as RouteName[]).map((route) => ({
    route,
    page: prefixOf(paths[route]).slice(1),
  }));
}

/** A path up to its first parameter: `/booking-detail/:id` → `/booking-detail`. */
const prefixOf = (path: string) => path.replace(/\/:\w+.*$/, "");

/**
 * A route path as a pattern (`:name` matches one segment).
 * @example pathPattern("/booking-detail/:id").test("/booking-detail/FB12") // true
 */
function pathPattern(path: string): RegExp {
  const source = path
    .replace(/\/$/, "")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:(\w+)/g, "[^/]+");
  return new RegExp(`^${source}\\/?$`);
}

/**
 * Client-routed paths the server answers with a built page, in every language: each route with
 * parameters as a pattern and the page that serves it.
 * @example clientRouteFallbacks()[0] // [/^\/booking-detail\/[^/]+\/?$/, "/booking-detail/index.html"]
 */
export function clientRouteFallbacks(): Array<[RegExp, string]> {
  return locales.flatMap((locale) =>
    (Object.values(paths) as string[])
      .filter((path) => path.includes(":"))
      .map((path): [RegExp, string] => [
        pathPattern(localizedPath(path, locale)),
        `${localizedPath(prefixOf(path), locale)}/index.html`,
      ]),
  );
}

/** The site's own pages besides the app's, where a visitor may be sent back to. */
const SITE_PAGES = ["/", "/about", "/contact"];

/** True when `pathname` is a page of this site, in either language. */
function isKnownPath(pathname: string): boolean {
  return locales.some((locale) =>
    [...SITE_PAGES, ...Object.values(paths)].some((path) =>
      pathPattern(localizedPath(path, locale)).test(pathname),
    ),
  );
}

/**
 * Where a visitor may be sent back to after signing in: a known page of this site, in either
 * language, read as the browser will read it (a tab or a new line after the slash, a backslash,
 * `//`, a scheme or an encoded form cannot lead to another origin); else null.
 * @example safeReturnPath("/ticket?x=1") // "/ticket?x=1"
 * @example safeReturnPath("/my/profile") // "/my/profile"
 * @example safeReturnPath("/\t/evil.example") // null
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/")) return null;
  const origin = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isKnownPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
