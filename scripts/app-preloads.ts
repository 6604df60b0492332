import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { appPages } from "../src/booking/paths.ts";

/** What the build knows of one script chunk: the chunks it imports, and the source it stands for. */
export interface ChunkInfo {
  imports: string[];
  /** The absolute path of the module the chunk stands for (a screen, a dictionary), if any. */
  facade: string | null;
}

/** A route's screen module and its dictionary areas, as the registry in src/booking/screens.ts lists them. */
export interface RouteScreen {
  module: string;
  areas: string[];
}

/**
 * Reads the screen registry's source: each route's lazily imported screen and its areas.
 * @example routeScreens(`flights: { load: () => import("./a/R.tsx"), areas: ["results"] },`)
 *   // Map { "flights" => { module: "./a/R.tsx", areas: ["results"] } }
 */
export function routeScreens(source: string): Map<string, RouteScreen> {
  const routes = new Map<string, RouteScreen>();
  const entry = /(\w+): \{\s*load: \(\) => import\("([^"]+)"\),\s*areas: \[([^\]]*)\]/g;
  for (const [, route = "", module = "", areas = ""] of source.matchAll(entry)) {
    routes.set(route, { module, areas: [...areas.matchAll(/"(\w+)"/g)].map((m) => m[1] ?? "") });
  }
  return routes;
}

/** Every chunk `roots` import, directly or through others, roots included, in a stable order. */
export function staticClosure(graph: ReadonlyMap<string, ChunkInfo>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !graph.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file)?.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The chunk that stands for a source module (its absolute path), or undefined. */
function chunkOf(graph: ReadonlyMap<string, ChunkInfo>, module: string): string | undefined {
  for (const [file, info] of graph) if (info.facade === module) return file;
  return undefined;
}

/**
 * The script that starts downloading a route's scripts with the page: the app, its renderer and
 * the route's screen with everything they import, and the English texts of its areas, plus a
 * Myanmar reader's texts. A script rather than <link> tags, because the browser's preload scanner
 * would request those before the head's script that asks a Myanmar reader's font (Base.astro);
 * running at the end of the head, it queues them behind the font.
 */
export function preloadTags(english: string[], myanmar: string[]): string {
  const hrefs = (files: string[]) => JSON.stringify(files.map((file) => `/${file}`));
  return `<script>(function(){function p(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}var my=false;try{my=localStorage.getItem("language")==="my"}catch(e){}if(my)${hrefs(myanmar)}.forEach(p);${hrefs(english)}.forEach(p)})()</script>`;
}

/** The island's chunks in a built page: its component and its renderer. */
function islandChunks(html: string): string[] {
  const island = /<astro-island[^>]*\bcomponent-url="\/([^"]+)"[^>]*\brenderer-url="\/([^"]+)"/.exec(html);
  return island ? [island[1] ?? "", island[2] ?? ""] : [];
}

/**
 * The booking app's pages preload their route's scripts. Without this a phone fetches them in a
 * chain (page, app, screen registry, screen, its modules), one round trip after another; with it
 * they all start as the page's head is read. Astro writes no such hints for a client-only island.
 */
export function appPreloads(): AstroIntegration {
  const graph = new Map<string, ChunkInfo>();
  const collect: Plugin = {
    name: "app-preloads:collect",
    // Astro builds every environment with one builder: only the browser's chunks count here.
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        graph.set(chunk.fileName, { imports: chunk.imports, facade: chunk.facadeModuleId });
      }
    },
  };
  return {
    name: "app-preloads",
    hooks: {
      "astro:build:setup": ({ updateConfig }) => {
        updateConfig({ plugins: [collect] });
      },
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const src = path.resolve("src/booking");
        const screens = routeScreens(readFileSync(path.join(src, "screens.ts"), "utf8"));
        for (const { route, page } of appPages()) {
          const screen = screens.get(route);
          const file = path.join(root, page, "index.html");
          const html = readFileSync(file, "utf8");
          const screenChunk = screen && chunkOf(graph, path.resolve(src, screen.module));
          const island = islandChunks(html);
          if (!screen || !screenChunk || island.length === 0) {
            throw new Error(`app-preloads: no screen chunk or island found for the route ${route} (${page})`);
          }
          const texts = (locale: string) =>
            screen.areas
              .map((area) => chunkOf(graph, path.resolve(`src/i18n/${locale}/${area}.ts`)))
              .filter((chunk): chunk is string => Boolean(chunk));
          const myanmarBooking = chunkOf(graph, path.resolve("src/i18n/my/booking.ts"));
          const english = staticClosure(graph, [...island, screenChunk, ...texts("en")]);
          const myanmar = staticClosure(graph, [...(myanmarBooking ? [myanmarBooking] : []), ...texts("my")]);
          writeFileSync(file, html.replace("</head>", `${preloadTags(english, myanmar)}</head>`));
        }
        logger.info(`preload hints written into ${appPages().length} app pages`);
      },
    },
  };
}
