import { defineMiddleware } from "astro:middleware";
import { localeFromPath } from "./i18n/paths.ts";
import { translator } from "./i18n/translate.ts";

/**
 * The page's language, from its address (`/my/...` is Myanmar), and its translator, set once per
 * page (Astro runs this as it builds each one) for every component to read from `Astro.locals`.
 */
export const onRequest = defineMiddleware((context, next) => {
  const locale = localeFromPath(context.url.pathname);
  context.locals.locale = locale;
  context.locals.t = translator(locale);
  return next();
});
