import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** What one page makes the browser download, split by kind, in gzipped bytes. */
export interface PageWeight {
  page: string;
  html: number;
  /** Scripts the page runs as it loads. */
  js: number;
  /** Island code that hydrates only once the page is idle or on first interaction. */
  jsLater: number;
  css: number;
  fonts: number;
  images: number;
  total: number;
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? "");

/** Follows static imports from a built module (`import "./x.js"`, `from "./y.js"`). */
function jsClosure(dist: string, entry: string, seen: Set<string>) {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(path.join(dist, entry), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    jsClosure(dist, path.posix.join(path.posix.dirname(entry), m[1] ?? ""), seen);
  }
}

/** The text a page draws: its HTML without scripts, styles and (inert) templates, or tags. */
function drawnText(html: string): string {
  return html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, "");
}

/** Whether a `@font-face` body's unicode-range (all of Unicode without one) covers a letter of `text`. */
function drawsWith(face: string, text: string): boolean {
  const range = /unicode-range:\s*([^;]+)/.exec(face)?.[1];
  if (!range) return text.trim().length > 0;
  const spans = range.split(",").map((part) => {
    const [from = "0", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
  });
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (spans.some(([from, to]) => code >= from && code <= to)) return true;
  }
  return false;
}

/**
 * Weighs a built page: its HTML, the scripts it loads (island components and renderers with
 * their static imports; islands that hydrate when idle or on interaction counted apart), its
 * stylesheets, the woff2 fonts those declare, and its eager images.
 * Lazy images (loading="lazy") are left out: they load only when scrolled to.
 */
export function weighPage(dist: string, page: string): PageWeight {
  const htmlFile = path.join(dist, page);
  const html = readFileSync(htmlFile, "utf8");
  const scripts = new Set<string>();
  const later = new Set<string>();
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const deferred = islands.filter((tag) => !/\bclient="(load|only)"/.test(tag));
  const eager = islands.filter((tag) => !deferred.includes(tag));
  for (const src of [
    ...attr(html, /<script[^>]*\bsrc="([^"]+)"/g),
    ...eager.flatMap((tag) => attr(tag, /\b(?:component|renderer)-url="([^"]+)"/g)),
    ...attr(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ]) {
    if (src.startsWith("/")) jsClosure(dist, src, scripts);
  }
  for (const src of deferred.flatMap((tag) => attr(tag, /\b(?:component|renderer)-url="([^"]+)"/g))) {
    if (src.startsWith("/")) jsClosure(dist, src, later);
  }
  for (const module of scripts) later.delete(module);
  const styles = attr(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g).filter((h) =>
    h.startsWith("/"),
  );
  const css = [
    ...styles.map((s) => readFileSync(path.join(dist, s), "utf8")),
    ...attr(html, /<style[^>]*>([\s\S]*?)<\/style>/g),
  ];
  // The fonts the page downloads: the ones it preloads (Base.astro), and any face whose
  // unicode-range covers a letter the page draws. English pages draw no Myanmar letter and
  // download no font: Latin text is in the system's font.
  const drawn = drawnText(html);
  const fonts = new Set([
    ...attr(html, /<link[^>]*rel="preload"[^>]*href="(\/[^"]+\.woff2)"/g),
    ...css
      .flatMap((c) => [...c.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? ""))
      .filter((face) => drawsWith(face, drawn))
      .flatMap((face) => attr(face, /url\((\/[^)]+\.woff2)\)/g)),
  ]);
  const images = attr(html, /<img(?![^>]*loading="lazy")[^>]*\bsrc="(\/[^"]+)"/g);
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(path.join(dist, f)), 0);
  const weight = {
    page,
    html: gz(htmlFile),
    js: sum(scripts),
    jsLater: sum(later),
    css: sum(styles),
    fonts: [...fonts].reduce((n, f) => n + readFileSync(path.join(dist, f)).length, 0),
    images: sum(new Set(images)),
  };
  return { ...weight, total: weight.html + weight.js + weight.css + weight.fonts + weight.images };
}
