import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The built module and everything it imports statically (`import "./x.js"`, `from "./y.js"`). */
function closure(dist: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(path.join(dist, entry), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    closure(dist, path.posix.join(path.posix.dirname(entry), m[1] ?? ""), seen);
  }
  return seen;
}

/** The booking app's entry and its renderer, as an app page's HTML names them. */
function shellModules(dist: string): Set<string> {
  const html = readFileSync(path.join(dist, "flights", "index.html"), "utf8");
  const urls = [...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? "");
  const shell = new Set<string>();
  for (const url of urls) closure(dist, url, shell);
  return shell;
}

/**
 * Each screen's own code: its lazy chunk and what that chunk imports that the shell (React, the
 * router, the stores, the dictionaries) has not already loaded, in gzipped bytes. Code a screen
 * loads later on demand (the date picker when a passenger form opens) is not counted.
 */
export function screenWeights(dist: string): Array<{ screen: string; bytes: number }> {
  const shell = shellModules(dist);
  const screens = readdirSync(path.join(dist, "_assets")).filter((f) =>
    /^[A-Z]\w*Screen\.[\w-]+\.js$/.test(f),
  );
  return screens
    .map((file) => {
      const own = [...closure(dist, `/_assets/${file}`)].filter((module) => !shell.has(module));
      return {
        screen: file.replace(/\..*$/, ""),
        bytes: own.reduce((n, module) => n + gz(path.join(dist, module)), 0),
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
}

/** The shell's own weight (what every app page loads before its screen), gzipped. */
export function shellWeight(dist: string): number {
  return [...shellModules(dist)].reduce((n, module) => n + gz(path.join(dist, module)), 0);
}
