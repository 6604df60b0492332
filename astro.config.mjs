// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { deferModuleScriptsIntegration } from "./scripts/defer-module-scripts.ts";
import { screenPreloadsIntegration } from "./scripts/screen-preloads.ts";
import { skipLoadedPreloads } from "./scripts/skip-loaded-preloads.ts";

/** Where the API listens during `npm run dev`; the dev server proxies /apis to it. */
const devApiPort = Number(process.env.DEV_API_PORT ?? 4322);

/** A dynamic import preloads only the chunks its importer has not already fetched. */
const preloads = skipLoadedPreloads();

/**
 * `client:idle-or-interaction` (src/ui/idle-or-interaction.ts): the search panel's hydration.
 * @type {import("astro").AstroIntegration}
 */
const idleOrInteraction = {
  name: "idle-or-interaction",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({ name: "idle-or-interaction", entrypoint: "./src/ui/idle-or-interaction.ts" }),
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? "http://localhost:4321",
  output: "static",
  trailingSlash: "ignore",
  // The stylesheet (about 7 KB gzipped) is written into each page: on a slow mobile network a
  // separate file costs a round trip before anything can paint (docs/decisions.md).
  build: { format: "directory", assets: "_assets", inlineStylesheets: "always" },
  i18n: {
    defaultLocale: "en",
    locales: ["en", "my"],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    idleOrInteraction,
    // Module scripts start once the page has loaded (scripts/defer-module-scripts.ts).
    deferModuleScriptsIntegration(),
    // Each booking-app page fetches its screen's code once it has loaded (scripts/screen-preloads.ts).
    screenPreloadsIntegration(preloads),
    sitemap({ i18n: { defaultLocale: "en", locales: { en: "en", my: "my" } } }),
  ],
  vite: {
    plugins: [tailwindcss(), preloads],
    server: {
      proxy: { "/apis": { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } },
    },
  },
});
