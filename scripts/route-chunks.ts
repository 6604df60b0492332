import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Vite's manifest of the browser build, kept where the pages' build reads it. */
const MANIFEST_COPY = path.resolve("node_modules/.cache/flight-booking/client-manifest.json");

/** One entry of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * A Vite plugin for the browser build: it asks Vite for its manifest (the documented way for
 * a server to know which files a module needs) and keeps a copy for the pages' build, which runs
 * after the browser build (Astro deletes Vite's own copy from dist/).
 */
export function routeChunks(): Plugin {
  return {
    name: "route-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment: (name) => (name === "client" ? { build: { manifest: true } } : undefined),
    writeBundle: {
      order: "pre",
      handler(options) {
        const manifest = path.join(options.dir ?? "dist", ".vite", "manifest.json");
        if (!existsSync(manifest)) return;
        mkdirSync(path.dirname(MANIFEST_COPY), { recursive: true });
        writeFileSync(MANIFEST_COPY, readFileSync(manifest));
      },
    },
  };
}

/**
 * The files the browser needs for `modules` (source paths from the project's root) and every
 * chunk they import, as site paths, from the browser build's manifest: none outside a build.
 * @example chunksFor(["src/booking/features/results/ResultsScreen.tsx"]) // ["/_assets/ResultsScreen.Dm.js", ...]
 */
export function chunksFor(modules: readonly string[]): string[] {
  if (!existsSync(MANIFEST_COPY)) return [];
  const manifest = JSON.parse(readFileSync(MANIFEST_COPY, "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}
