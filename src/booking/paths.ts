/**
 * The booking app's route map (spec section 2): the only place an app path is written. The
 * router, the Astro pages that mount the app, the header and menus and the server's client-route
 * fallback all read it.
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
]);

/**
 * The path of a route, with its `:params` filled (URL-encoded) and an optional query.
 * @example pathTo("bookingDetail", { id: "FB12" }) // "/booking-detail/FB12"
 * @example pathTo("login", {}, { next: "/ticket" }) // "/login?next=%2Fticket"
 */
export function pathTo(
  route: RouteName,
  params: Record<string, string | number> = {},
  search: Record<string, string> = {},
): string {
  const path = paths[route].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/** A route path as a pattern (`:name` matches one segment, captured) and its parameters' names. */
function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { pattern: new RegExp(`^${source}\\/?$`), names };
}

/**
 * The parameters of `pathname` when it is `route`'s path, else null (the page's early scripts
 * read them before the router has loaded).
 * @example routeParams("bookingDetail", "/booking-detail/FB12") // { id: "FB12" }
 */
export function routeParams(route: RouteName, pathname: string): Record<string, string> | null {
  const { pattern, names } = pathPattern(paths[route]);
  const match = pattern.exec(pathname);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? "")]));
  } catch {
    return null;
  }
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
 * The pages the static build writes for the app: one per route, a route with parameters as its
 * fixed prefix (the server answers `/booking-detail/{id}` with `/booking-detail/`).
 * @example appPages().find((p) => p.route === "bookingDetail")?.page // "booking-detail"
 */
export function appPages(): Array<{ route: RouteName; page: string }> {
  return (Object.keys(paths) as RouteName[]).map((route) => ({
    route,
    page: paths[route].replace(/\/:\w+.*$/, "").replace(/^\//, ""),
  }));
}

/**
 * Client-routed paths the server answers with a built page: each route with parameters as a
 * pattern and the page that serves it.
 * @example clientRouteFallbacks()[0] // [/^\/booking-detail\/([^/]+)\/?$/, "/booking-detail/index.html"]
 */
export function clientRouteFallbacks(): Array<[RegExp, string]> {
  return (Object.values(paths) as string[])
    .filter((path) => path.includes(":"))
    .map((path) => [pathPattern(path).pattern, `${path.replace(/\/:\w+.*$/, "")}/index.html`]);
}

/**
 * Where a signed-out visitor may be sent back to after signing in: only a path of this site
 * (never another origin), else null.
 * @example safeReturnPath("/ticket?x=1") // "/ticket?x=1"
 * @example safeReturnPath("//evil.example") // null
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
