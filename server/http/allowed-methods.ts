/** A registered route as hono lists it in `app.routes`. */
interface RouteEntry {
  method: string;
  path: string;
}

/**
 * The methods each known API path takes, for the 405's `Allow` (contract "General"): built once
 * from the app's routes, asked only when no route matched, so it costs nothing on a hit.
 * @example allowedMethods(app.routes)("/apis/customers/wallet") // ["GET", "HEAD"]
 */
export function allowedMethods(routes: () => RouteEntry[]): (path: string) => string[] {
  let table: Array<{ pattern: RegExp; methods: Set<string> }> | undefined;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    for (const route of routes()) {
      if (route.method === "ALL" || !route.path.startsWith("/apis/") || route.path.includes("*")) continue;
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === "GET") methods.add("HEAD");
      byPath.set(route.path, methods);
    }
    return [...byPath].map(([path, methods]) => ({
      pattern: new RegExp(
        `^${path
          .split("/")
          .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/")}/?$`,
      ),
      methods,
    }));
  };
  return (path) => {
    table ??= build();
    const methods = new Set<string>();
    for (const entry of table) if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m);
    const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
}
