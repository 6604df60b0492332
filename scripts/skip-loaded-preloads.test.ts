import { describe, expect, it } from "vitest";
import { type ChunkGraph, fetchedBeforeRunning, preloadList } from "./skip-loaded-preloads.ts";

const chunk = (imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({
  imports,
  dynamicImports,
  isEntry,
});

const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();

describe("fetchedBeforeRunning", () => {
  // An app (an entry) with the router and React, loading one screen through import().
  const appWithScreen: ChunkGraph = {
    app: chunk(["react", "router"], ["screen"], true),
    router: chunk(["store"]),
    react: chunk(),
    store: chunk(),
    screen: chunk(["react", "money"]),
    money: chunk(),
  };

  it("counts an entry's own static imports, transitively, and nothing else", () => {
    expect(sorted(fetchedBeforeRunning(appWithScreen).get("app"))).toEqual([
      "app",
      "react",
      "router",
      "store",
    ]);
  });

  it("gives a chunk loaded only by the app everything the app had fetched", () => {
    expect(sorted(fetchedBeforeRunning(appWithScreen).get("screen"))).toEqual([
      "app",
      "money",
      "react",
      "router",
      "screen",
      "store",
    ]);
  });

  it("keeps only what every loader has fetched when two entries can load a chunk", () => {
    const graph: ChunkGraph = {
      app: chunk(["react", "router"], ["screens"], true),
      panel: chunk(["react"], ["screens"], true),
      screens: chunk([], ["results"]),
      router: chunk(),
      react: chunk(),
      results: chunk(["react", "money"]),
      money: chunk(),
    };
    const fetched = fetchedBeforeRunning(graph);
    // The panel loads the screens without the router: a preload list must keep it.
    expect(sorted(fetched.get("screens"))).toEqual(["react", "screens"]);
    expect(sorted(fetched.get("results"))).toEqual(["money", "react", "results", "screens"]);
  });

  it("reaches a fixed point through a cycle of dynamic imports", () => {
    const graph: ChunkGraph = {
      entry: chunk(["base"], ["a"], true),
      base: chunk(),
      a: chunk(["extra"], ["b"]),
      b: chunk([], ["a"]),
      extra: chunk(),
    };
    const fetched = fetchedBeforeRunning(graph);
    expect(sorted(fetched.get("a"))).toEqual(["a", "base", "entry", "extra"]);
    expect(sorted(fetched.get("b"))).toEqual(["a", "b", "base", "entry", "extra"]);
  });
});

describe("preloadList", () => {
  const graph: ChunkGraph = {
    app: chunk(["react", "router"], ["results", "ticket"], true),
    router: chunk(["store"]),
    react: chunk(),
    store: chunk(),
    results: chunk(["react", "money", "dialog"]),
    ticket: chunk(["react", "money", "rules"]),
    dialog: chunk(["focus"]),
    focus: chunk(),
    money: chunk(),
    rules: chunk(),
  };

  it("gives a screen and its own imports, transitively, without what the app has already fetched", () => {
    const list = preloadList(graph, fetchedBeforeRunning(graph), "results");
    expect(list[0]).toBe("results");
    expect([...list].sort()).toEqual(["dialog", "focus", "money", "results"]);
  });

  it("keeps a chunk that one of two importers has not fetched", () => {
    const two: ChunkGraph = {
      app: chunk(["react", "money"], ["screen"], true),
      panel: chunk(["react"], ["screen"], true),
      react: chunk(),
      money: chunk(),
      screen: chunk(["react", "money"]),
    };
    expect(preloadList(two, fetchedBeforeRunning(two), "screen").sort()).toEqual(["money", "screen"]);
  });
});
