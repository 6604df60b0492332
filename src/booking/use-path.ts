import { useCallback } from "react";
import { localePath, type RouteName } from "../routes.ts";
import { useLocale } from "./use-t.ts";

/**
 * A route's address in the page's language, for links: the same on the built page and in the
 * browser (the router's `navigate` is for moving).
 * @example const path = usePath(); <a href={path("login")}> // "/my/login" on a Myanmar page
 */
export function usePath(): (
  route: RouteName,
  params?: Record<string, string | number>,
  search?: Record<string, string>,
) => string {
  const locale = useLocale();
  return useCallback((route, params, search) => localePath(locale, route, params, search), [locale]);
}
