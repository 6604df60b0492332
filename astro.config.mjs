// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { routeChunks } from "./scripts/route-chunks.ts";
import { shellChunk } from "./scripts/shell-chunk.ts";

/** Where the API listens during `npm run dev`; the dev server proxies /apis to it. */
const devApiPort = Number(process.env.DEV_API_PORT ?? 4322);

/**
 * `client:hold` (src/ui/hold-presses.ts): hydrates the booking app at once and the search panel
 * when idle, holding a press made before either is live.
 * @type {import("astro").AstroIntegration}
 */
const holdPresses = {
  name: "hold-presses",
  hooks: {
    "astro:config:setup": ({ addClientDirective }) =>
      addClientDirective({ name: "hold", entrypoint: "./src/ui/hold-presses.ts" }),
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? "http://localhost:4321",
  output: "static",
  trailingSlash: "ignore",
  // The stylesheet (about 7 KB gzipped) is written into each page: on a slow mobile network a
  // separate file costs a round trip before anything can paint (docs/adr/0046-inline-stylesheets.md).
  build: { format: "directory", assets: "_assets", inlineStylesheets: "always" },
  i18n: {
    defaultLocale: "en",
    locales: ["en", "my"],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    holdPresses,
    sitemap({ i18n: { defaultLocale: "en", locales: { en: "en", my: "my" } } }),
  ],
  vite: {
    // The browser build's manifest, for each app page's preload links (AppPage.astro); the app's
    // own shell as one chunk (ADR 0091).
    plugins: [tailwindcss(), routeChunks(), shellChunk()],
    server: {
      proxy: { "/apis": { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } },
    },
  },
});
