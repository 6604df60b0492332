import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { protectedRoutes, type RouteName } from "../src/booking/paths.ts";
import { htmlFiles } from "./defer-module-scripts.ts";
import { inlineBundle } from "./inline-bundle.ts";
import type { PreloadsPlugin } from "./skip-loaded-preloads.ts";

/** Route -> its screen's file (absolute), as src/booking/screens.ts's registry writes it. */
export function screenFiles(root = process.cwd()): Map<RouteName, string> {
  const source = readFileSync(path.join(root, "src/booking/screens.ts"), "utf8");
  const found = new Map<RouteName, string>();
  for (const m of source.matchAll(/^\s+(\w+): \{\s*load: \(\) => import\("([^"]+)"\)/gm)) {
    found.set(m[1] as RouteName, path.resolve(root, "src/booking", m[2] ?? ""));
  }
  return found;
}

const MARKER = /<template data-screen-preload="(\w+)"><\/template>/;

/**
 * A built booking-app page with its marker (`<template data-screen-preload="route">`, written by
 * src/pages/[...app].astro) replaced by `loader` given the chunk URLs of that route's screen,
 * marked `data-signed-in-only` on a protected route (a signed-out visitor is sent to sign in,
 * and the screen's code would be downloaded for nothing); a page without the marker is returned
 * as it is, and with an empty list the marker just goes.
 * @example addScreenPreloads('<template data-screen-preload="flights"></template>', () => ["/_assets/R.js"], "L")
 * // '<script data-preload="/_assets/R.js">L</script>'
 */
export function addScreenPreloads(
  html: string,
  urlsFor: (route: string) => string[],
  loader: string,
): string {
  const found = MARKER.exec(html);
  if (!found) return html;
  const route = found[1] ?? "";
  const urls = urlsFor(route);
  const signedIn = protectedRoutes.has(route as RouteName) ? " data-signed-in-only" : "";
  const script = urls.length ? `<script data-preload="${urls.join(" ")}"${signedIn}>${loader}</script>` : "";
  return html.replace(found[0], () => script);
}

/**
 * Astro integration: each booking-app page starts downloading its screen's code once it has
 * loaded and painted (src/booking/early/screen-preload.ts), from the lists the browser's build
 * gave Vite's preload helper (`preloads`, scripts/skip-loaded-preloads.ts). docs/decisions.md,
 * "An app page fetches its screen's code itself".
 */
export function screenPreloadsIntegration(preloads: PreloadsPlugin): AstroIntegration {
  return {
    name: "screen-preloads",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const files = screenFiles();
        const urlsFor = (route: string) => {
          const file = files.get(route as RouteName);
          if (!file)
            throw new Error(`screen-preloads: no screen for the route ${route} in src/booking/screens.ts`);
          return preloads.preloadsFor(file).map((chunk) => `/${chunk}`);
        };
        const loader = await inlineBundle("src/booking/early/screen-preload.ts");
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, "utf8");
          const done = addScreenPreloads(html, urlsFor, loader);
          if (done !== html) writeFileSync(file, done);
        }
      },
    },
  };
}
