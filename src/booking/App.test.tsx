import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import { paths, type RouteName } from "../routes.ts";
import App from "./App.tsx";
import { loadScreen } from "./screens.ts";

/**
 * The page's build draws each route's screen with the app's own components (AppPage.astro):
 * nothing may fail there, and nothing may wait for the browser (React would then leave the
 * screen out of the first paint and draw it in the browser instead, a second time).
 */
async function buildPage(route: RouteName, locale: (typeof locales)[number]) {
  await loadScreen(route, locale);
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(<App route={route} locale={locale} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, errors };
}

const routes = Object.keys(paths) as RouteName[];

describe("each app page as the build draws it", () => {
  it.each(locales.flatMap((locale) => routes.map((route) => [route, locale] as const)))(
    "%s in %s: the screen itself, in the page's language, drawn without a failure",
    async (route, locale) => {
      const { html, errors } = await buildPage(route, locale);
      expect(errors).toEqual([]);
      // A Suspense boundary the server could not fill is marked `<!--$!-->` (drawn in the browser).
      expect(html).not.toContain("<!--$!-->");
      expect(html).not.toContain("<!--$?-->");
      expect(html).toMatch(/<h1[\s>]/);
      // Myanmar pages are in Myanmar: some Myanmar letter in the screen.
      expect(/[\u1000-\u109f]/.test(html)).toBe(locale === "my");
    },
  );

  it("draws the sign-in form whole, with its fields and button, before any code has come", async () => {
    const { html } = await buildPage("login", "en");
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Login<\/button>/);
  });
});
