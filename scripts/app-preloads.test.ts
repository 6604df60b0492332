import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appPages } from "../src/booking/paths.ts";
import { type ChunkInfo, preloadTags, routeScreens, staticClosure } from "./app-preloads.ts";

describe("routeScreens", () => {
  it("finds a screen and its areas for every route of the route map in the real registry", () => {
    const screens = routeScreens(readFileSync("src/booking/screens.ts", "utf8"));
    for (const { route } of appPages()) {
      expect(screens.get(route)?.module, route).toMatch(/^\.\/features\/.+Screen\.tsx$/);
    }
    expect(screens.get("flights")?.areas).toEqual(["results"]);
    expect(screens.get("ticket")?.areas).toEqual(["ticket", "rules"]);
  });
});

describe("staticClosure", () => {
  const graph = new Map<string, ChunkInfo>([
    ["app.js", { imports: ["react.js", "router.js"], facade: "/src/App.tsx" }],
    ["router.js", { imports: ["react.js", "paths.js"], facade: null }],
    ["react.js", { imports: [], facade: null }],
    ["paths.js", { imports: [], facade: null }],
    ["ticket.js", { imports: ["dialog.js"], facade: "/src/Ticket.tsx" }],
    ["dialog.js", { imports: [], facade: null }],
  ]);

  it("lists every chunk the roots import, directly or not, each once", () => {
    expect(staticClosure(graph, ["app.js"]).sort()).toEqual(["app.js", "paths.js", "react.js", "router.js"]);
  });

  it("leaves out what only another screen imports, and names it cannot find", () => {
    const files = staticClosure(graph, ["app.js", "missing.js"]);
    expect(files).not.toContain("ticket.js");
    expect(files).not.toContain("dialog.js");
    expect(files).not.toContain("missing.js");
  });
});

describe("preloadTags", () => {
  it("preloads the English scripts, and the Myanmar texts first when Myanmar is saved", () => {
    const tags = preloadTags(["_assets/app.js"], ["_assets/my-results.js"]);
    expect(tags).toMatch(/^<script>.*<\/script>$/);
    expect(tags).toContain('["/_assets/app.js"].forEach(p)');
    expect(tags).toContain('if(my)["/_assets/my-results.js"].forEach(p)');
    expect(tags).toMatch(/localStorage\.getItem\("language"\)==="my"/);
  });
});
