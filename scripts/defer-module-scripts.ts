import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { inlineBundle } from "./inline-bundle.ts";

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * One built page with its module scripts (Astro writes each component's `<script>` where the
 * component is) taken out and started by `loader` (src/ui/deferred-modules.ts) at the end of
 * the body, after the page has loaded. Their order is kept; a page without any is returned as
 * it is. Inline scripts, JSON blocks and islands (`astro-island`, which load their own code)
 * are left alone.
 * @example deferModuleScripts('<main></main><script type="module" src="/a.js"></script></body>', "L")
 * // '<main></main><script data-modules="/a.js">L</script></body>'
 */
export function deferModuleScripts(html: string, loader: string): string {
  const urls: string[] = [];
  const rest = html.replace(MODULE_SCRIPT, (_, url: string) => {
    if (!urls.includes(url)) urls.push(url);
    return "";
  });
  if (!urls.length) return html;
  const end = rest.lastIndexOf("</body>");
  if (end < 0) throw new Error("deferModuleScripts: a page without </body>");
  return `${rest.slice(0, end)}<script data-modules="${urls.join(" ")}">${loader}</script>${rest.slice(end)}`;
}

/** Every `.html` file under `dir`, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return htmlFiles(file);
    return name.endsWith(".html") ? [file] : [];
  });
}

/**
 * Astro integration: after the build, every page starts its module scripts once it has loaded and painted
 * (docs/decisions.md, "The pages' module scripts start after the page has loaded and painted").
 */
export function deferModuleScriptsIntegration(): AstroIntegration {
  return {
    name: "defer-module-scripts",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const loader = await inlineBundle("src/ui/deferred-modules.ts");
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, "utf8");
          const deferred = deferModuleScripts(html, loader);
          if (deferred !== html) writeFileSync(file, deferred);
        }
      },
    },
  };
}
