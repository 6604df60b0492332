import type { Plugin } from "vite";

/** A built chunk's links to others (Rollup's and Rolldown's OutputChunk fields), by file name. */
export interface ChunkLinks {
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
}

export type ChunkGraph = Record<string, ChunkLinks>;

function staticClosure(graph: ChunkGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * For each chunk, the chunks the browser has certainly fetched whenever that chunk's code runs:
 * its own static imports (a module graph is fetched whole before any of it runs), and what every
 * chunk that can load it (statically or through `import()`) has itself certainly fetched. An
 * entry (loaded by the page itself) counts only its own static imports.
 */
export function fetchedBeforeRunning(graph: ChunkGraph): Map<string, Set<string>> {
  const files = Object.keys(graph);
  const loaders = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const file of files) {
    const links = graph[file];
    if (!links) continue;
    for (const target of [...links.imports, ...links.dynamicImports]) loaders.get(target)?.push(file);
  }
  const closure = new Map(files.map((file) => [file, staticClosure(graph, file)]));
  // From "everything" down to the fixed point: each pass can only remove chunks.
  const fetched = new Map<string, Set<string>>(
    files.map((file) => [file, graph[file]?.isEntry ? new Set(closure.get(file)) : new Set(files)]),
  );
  let changed = true;
  while (changed) {
    changed = false;
    for (const file of files) {
      if (graph[file]?.isEntry) continue;
      const from = loaders.get(file) ?? [];
      const next = new Set(closure.get(file));
      if (from.length > 0) {
        const [first, ...rest] = from.map((loader) => fetched.get(loader) ?? new Set<string>());
        for (const shared of first ?? []) if (rest.every((set) => set.has(shared))) next.add(shared);
      }
      if (next.size !== fetched.get(file)?.size) {
        fetched.set(file, next);
        changed = true;
      }
    }
  }
  return fetched;
}

/**
 * The chunks a page can start fetching for `target`, a chunk its code will load with `import()`:
 * `target` and its static imports, less what every chunk that imports it has certainly fetched by
 * then; `target` first. For a chunk only one chunk imports (a screen, from the app), the list this
 * plugin leaves Vite's preload helper for that import (below).
 */
export function preloadList(graph: ChunkGraph, fetched: Map<string, Set<string>>, target: string): string[] {
  const importers = Object.keys(graph).filter((file) => graph[file]?.dynamicImports.includes(target));
  const loaded = (file: string) =>
    importers.length > 0 && importers.every((importer) => fetched.get(importer)?.has(file));
  return [...staticClosure(graph, target)].filter((file) => !loaded(file));
}

/** `skipLoadedPreloads`' plugin, which can also say what a page may preload for a module. */
export type PreloadsPlugin = Plugin & {
  /** The chunk files (as written, e.g. `_assets/X.js`) for the module at `moduleId`, an absolute path. */
  preloadsFor(moduleId: string): string[];
};

/**
 * Vite preloads a dynamic import's chunk and all its static imports, one `<link rel=modulepreload>`
 * each added by its preload helper, including those the importing code has already loaded: on
 * /flights 27 links for the results screen, nine of them React, the router and the stores that
 * the app itself had imported (the helper's link insertions took about 50 ms of the main thread
 * at 4x CPU). This plugin keeps only the ones not yet fetched (the client build's
 * `build.modulePreload.resolveDependencies`, set per environment because Astro writes its own
 * `modulePreload` over the top-level one), with the bundle's graph taken just before Vite
 * writes the lists. `preloadsFor` gives the same lists to the booking app's pages, which start
 * their screen's downloads themselves (scripts/screen-preloads.ts).
 */
export function skipLoadedPreloads(): PreloadsPlugin {
  let fetched = new Map<string, Set<string>>();
  let graph: ChunkGraph = {};
  const facades = new Map<string, string>();
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = fetched.get(hostId);
    return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
  };
  return {
    name: "skip-loaded-preloads",
    apply: "build",
    configEnvironment(name) {
      if (name === "client") return { build: { modulePreload: { polyfill: false, resolveDependencies } } };
    },
    generateBundle(_options, bundle) {
      // Only the browser's build has preload lists (the server's bundle has other file names).
      if (this.environment.name !== "client") return;
      graph = {};
      facades.clear();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        if (output.facadeModuleId) facades.set(output.facadeModuleId, file);
        graph[file] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          isEntry: output.isEntry,
        };
      }
      fetched = fetchedBeforeRunning(graph);
    },
    preloadsFor(moduleId) {
      const file = facades.get(moduleId);
      if (!file)
        throw new Error(`skip-loaded-preloads: no chunk of the browser's build starts with ${moduleId}`);
      return preloadList(graph, fetched, file);
    },
  };
}
